import type { z } from 'zod';
import type {
  coberturaAuthSchema,
  coberturaCpSchema,
  coberturaCQuerySchema,
  coberturaDireccionesSchema,
  CoberturaResultado,
  Facturas,
  geocodingQuerySchema,
  geocodingSchema,
  Lineas,
  ordenDetalleSchema,
  ordenesSchema,
  ofertaSeguimientoSchema,
  recursosSchema,
  Registros,
  releasesSchema,
  Renuevo,
  SeguimientoVista,
  checkAccessSchema,
  seguimientoSerieSchema,
  seguimientoTablaSchema,
  TIPOS_RENUEVO,
} from '@ventas/domain/proveedores/proveedores-contract';
import type { ProviderCredentials, ProviderFile } from '../../../providers/provider-client';

/**
 * Issue 18: one interface per capability of an operator's provider (SPEC §7); each provider's
 * adapter implements the ones it has (CAPACIDADES_DEL_PROVEEDOR in the domain): B all but offers
 * tracking, C coverage with coordinates and geocoding, D offers tracking. A call names the
 * distributor (its circuit) and carries its credential, decrypted for this call only.
 */
export interface LlamadaProveedor {
  tenantId: number;
  credenciales: ProviderCredentials;
}

type Respuesta<S extends z.ZodType> = Promise<z.output<S>>;

export interface AdaptadorLineas {
  lineas(llamada: LlamadaProveedor, documento: string, operador?: string): Promise<Lineas>;
}

export interface AdaptadorFacturas {
  facturas(llamada: LlamadaProveedor, documento: string, meses: readonly string[]): Promise<Facturas>;
}

export interface AdaptadorRegistros {
  registros(llamada: LlamadaProveedor, documento: string, msisdns: readonly string[]): Promise<Registros>;
}

export interface AdaptadorRenuevo {
  opciones(
    llamada: LlamadaProveedor,
    documento: string,
    consulta: { tipo: (typeof TIPOS_RENUEVO)[number]; msisdn: string; cif?: string },
  ): Promise<Renuevo>;
  pdfDeOpcion(llamada: LlamadaProveedor, pdfId: string): Promise<ProviderFile>;
  condiciones(llamada: LlamadaProveedor, msisdn: string): Promise<ProviderFile>;
}

/** Provider B's coverage: a session, candidate addresses, a result per address, a postal code. */
export interface AdaptadorCoberturaPorDireccion {
  sesion(llamada: LlamadaProveedor): Respuesta<typeof coberturaAuthSchema>;
  direcciones(
    llamada: LlamadaProveedor,
    direccion: string,
    cp: string,
  ): Respuesta<typeof coberturaDireccionesSchema>;
  resultado(llamada: LlamadaProveedor, direccionId: string): Promise<CoberturaResultado>;
  porCodigoPostal(llamada: LlamadaProveedor, cp: string): Respuesta<typeof coberturaCpSchema>;
}

/** Provider C's coverage: one form with locality, province and coordinates (SPEC §3). */
export interface AdaptadorCoberturaConCoordenadas {
  cobertura(
    llamada: LlamadaProveedor,
    consulta: z.output<typeof coberturaCQuerySchema>,
  ): Promise<CoberturaResultado>;
}

export interface AdaptadorGeocodificacion {
  geocodificar(
    llamada: LlamadaProveedor,
    consulta: z.output<typeof geocodingQuerySchema>,
  ): Respuesta<typeof geocodingSchema>;
}

export interface AdaptadorOrdenes {
  ordenes(llamada: LlamadaProveedor, documento: string): Respuesta<typeof ordenesSchema>;
  orden(llamada: LlamadaProveedor, orderId: string): Respuesta<typeof ordenDetalleSchema>;
}

export interface AdaptadorContrato {
  contrato(llamada: LlamadaProveedor, contractId: string): Promise<ProviderFile>;
}

export interface AdaptadorRecursos {
  recursos(llamada: LlamadaProveedor): Respuesta<typeof recursosSchema>;
  releases(llamada: LlamadaProveedor): Respuesta<typeof releasesSchema>;
}

// A type, not an interface: it is passed on as the call's query (a string record).
export type Fechas = { since: string; until: string };

export interface AdaptadorSeguimiento {
  tabla(
    llamada: LlamadaProveedor,
    vista: Exclude<SeguimientoVista, 'variables-graphic'>,
    fechas: Fechas,
  ): Respuesta<typeof seguimientoTablaSchema>;
  series(llamada: LlamadaProveedor, fechas: Fechas): Respuesta<typeof seguimientoSerieSchema>;
  acceso(llamada: LlamadaProveedor, fechas: Fechas): Respuesta<typeof checkAccessSchema>;
  oferta(llamada: LlamadaProveedor, id: string, fechas: Fechas): Respuesta<typeof ofertaSeguimientoSchema>;
  ofertaDeOferta(
    llamada: LlamadaProveedor,
    id: string,
    fechas: Fechas,
  ): Respuesta<typeof ofertaSeguimientoSchema>;
  pdf(llamada: LlamadaProveedor, id: string, fechas: Fechas): Promise<ProviderFile>;
}

export type AdaptadorB = AdaptadorLineas &
  AdaptadorFacturas &
  AdaptadorRegistros &
  AdaptadorRenuevo &
  AdaptadorCoberturaPorDireccion &
  AdaptadorOrdenes &
  AdaptadorContrato &
  AdaptadorRecursos;
export type AdaptadorC = AdaptadorCoberturaConCoordenadas & AdaptadorGeocodificacion;
export type AdaptadorD = AdaptadorSeguimiento;
