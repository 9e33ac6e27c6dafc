import type { z } from 'zod';
import {
  checkAccessSchema,
  coberturaAuthSchema,
  coberturaCpSchema,
  coberturaDireccionesSchema,
  coberturaResultadoSchema,
  facturasSchema,
  geocodingSchema,
  lineasSchema,
  ofertaSeguimientoSchema,
  ordenDetalleSchema,
  ordenesSchema,
  recursosSchema,
  registrosSchema,
  releasesSchema,
  renuevoSchema,
  seguimientoSerieSchema,
  seguimientoTablaSchema,
} from '@ventas/domain/proveedores/proveedores-contract';
import type { RutaUpstream } from '@ventas/domain/proveedores/upstream';
import type { Manejador } from './contexto';
import { MANEJADORES_B } from './manejadores-b';
import { MANEJADORES_C, MANEJADORES_D } from './manejadores-cd';

/** Every route's handler: the Record type makes a route of upstream.ts without one a type error. */
export const MANEJADORES: Record<RutaUpstream, Manejador> = {
  ...MANEJADORES_B,
  ...MANEJADORES_C,
  ...MANEJADORES_D,
};

const RESPUESTAS: Record<Exclude<RutaUpstream, 'd.vista'>, z.ZodType | 'pdf'> = {
  'b.lineas': lineasSchema,
  'b.facturas': facturasSchema,
  'b.registros': registrosSchema,
  'b.renuevo': renuevoSchema,
  'b.renuevo-pdf': 'pdf',
  'b.renuevo-condiciones': 'pdf',
  'b.cobertura-sesion': coberturaAuthSchema,
  'b.cobertura-cp': coberturaCpSchema,
  'b.cobertura-direcciones': coberturaDireccionesSchema,
  'b.cobertura-resultado': coberturaResultadoSchema,
  'b.ordenes': ordenesSchema,
  'b.orden': ordenDetalleSchema,
  'b.contrato-pdf': 'pdf',
  'b.recursos': recursosSchema,
  'b.releases': releasesSchema,
  'c.cobertura': coberturaResultadoSchema,
  'c.geocoding': geocodingSchema,
  'd.check-access': checkAccessSchema,
  'd.offer-detail': ofertaSeguimientoSchema,
  'd.offer-detail-offer': ofertaSeguimientoSchema,
  'd.download-pdf': 'pdf',
};

/**
 * What each route answers (proveedores-contract.ts), or `pdf`. The server does not check its own
 * answers at run time (the bench calls it hard); the tests walk this table instead.
 */
export function respuestaEsperada(
  nombre: RutaUpstream,
  params: Record<string, string> = {},
): z.ZodType | 'pdf' {
  if (nombre === 'd.vista')
    return params.vista === 'variables-graphic' ? seguimientoSerieSchema : seguimientoTablaSchema;
  return RESPUESTAS[nombre];
}
