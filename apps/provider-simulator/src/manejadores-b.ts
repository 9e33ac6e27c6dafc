import { z } from 'zod';
import {
  coberturaDireccionQuerySchema,
  TIPOS_RENUEVO,
} from '@ventas/domain/proveedores/proveedores-contract';
import type { RutaUpstream } from '@ventas/domain/proveedores/upstream';
import { coberturaCp, coberturaDirecciones, coberturaResultado } from './b-cobertura-datos';
import { facturasRespuesta } from './b-facturas-datos';
import { recursos, releases } from './b-grupomm-datos';
import { lineasRespuesta } from './b-lineas-datos';
import { contratoPdf, ordenDetalle, ordenesDe } from './b-ordenes-datos';
import { registrosRespuesta } from './b-registros-datos';
import { condicionesPdf, renuevoPdf, renuevoRespuesta } from './b-renuevo-datos';
import { DOCUMENTO_DESCONOCIDO, DOCUMENTO_SIN_FACTURAS } from './casos-especiales';
import { ID_VALIDO, normalizarDocumento, type Contexto, type Manejador } from './contexto';
import { errorJson, json, leerConsulta, NO_ENCONTRADO, pdf, type Respuesta } from './respuesta';

/** Provider B's routes. Query names as our API's schemas (proveedores-contract.ts). */
const mes = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const msisdn = z.string().regex(/^[6789]\d{8}$/);
const lista = (elemento: z.ZodString, max: number) =>
  z
    .string()
    .transform((v) => v.split(',').filter((x) => x !== ''))
    .pipe(z.array(elemento).min(1).max(max));

const facturasQuery = z.object({ meses: lista(mes, 24) });
const registrosQuery = z.object({ msisdns: lista(msisdn, 20) });
const renuevoQuery = z.object({ tipo: z.enum(TIPOS_RENUEVO), msisdn, cif: z.string().max(9).optional() });
const lineasQuery = z.object({ operador: z.string().max(40).optional() });

/** A customer route: 400 for a blank document, 404 for the one the operator does not know. */
function deCliente(manejar: (documento: string, contexto: Contexto) => Respuesta): Manejador {
  return (contexto) => {
    const documento = normalizarDocumento(contexto.params.documento ?? '');
    if (documento === '' || documento.length > 20) return errorJson(400, 'Documento no válido');
    if (documento === DOCUMENTO_DESCONOCIDO) return errorJson(404, 'Cliente no encontrado');
    return manejar(documento, contexto);
  };
}

/** A route keyed by an id in its path: 400 unless letters, digits and hyphens. */
function deId(clave: string, manejar: (id: string, contexto: Contexto) => Respuesta): Manejador {
  return (contexto) => {
    const id = contexto.params[clave] ?? '';
    return ID_VALIDO.test(id) ? manejar(id, contexto) : errorJson(400, 'Identificador no válido');
  };
}

export const MANEJADORES_B: Record<Extract<RutaUpstream, `b.${string}`>, Manejador> = {
  'b.lineas': deCliente((documento, { query }) => {
    const q = leerConsulta(lineasQuery, query);
    return q.ok ? json(lineasRespuesta(documento, q.datos.operador)) : q.respuesta;
  }),
  'b.facturas': deCliente((documento, { query }) => {
    const q = leerConsulta(facturasQuery, query);
    if (!q.ok) return q.respuesta;
    return json(
      documento === DOCUMENTO_SIN_FACTURAS ? { facturas: [] } : facturasRespuesta(documento, q.datos.meses),
    );
  }),
  'b.registros': deCliente((documento, { query }) => {
    const q = leerConsulta(registrosQuery, query);
    return q.ok ? json(registrosRespuesta(documento, q.datos.msisdns)) : q.respuesta;
  }),
  'b.renuevo': deCliente((_documento, { query }) => {
    const q = leerConsulta(renuevoQuery, query);
    return q.ok
      ? json(renuevoRespuesta(q.datos.tipo, q.datos.msisdn, q.datos.cif || undefined))
      : q.respuesta;
  }),
  'b.renuevo-pdf': deId('pdf_id', (id) => pdf(renuevoPdf(id), `attachment; filename="Renuevo_${id}.pdf"`)),
  'b.renuevo-condiciones': ({ params }) => {
    const numero = params.msisdn ?? '';
    if (!msisdn.safeParse(numero).success) return errorJson(400, 'Línea no válida');
    return pdf(condicionesPdf(numero), `attachment; filename="Condiciones_${numero}.pdf"`);
  },
  'b.cobertura-sesion': () => json({ autorizado: true }),
  'b.cobertura-cp': ({ params }) => {
    const respuesta = coberturaCp(params.cp ?? '');
    return respuesta ? json(respuesta) : errorJson(404, 'Código postal desconocido');
  },
  'b.cobertura-direcciones': ({ query, direcciones }) => {
    const q = leerConsulta(coberturaDireccionQuerySchema, query);
    return q.ok ? json(coberturaDirecciones(q.datos.direccion, q.datos.cp, direcciones)) : q.respuesta;
  },
  'b.cobertura-resultado': deId('direccion_id', (id, { direcciones }) => {
    const respuesta = coberturaResultado(id, direcciones);
    return respuesta ? json(respuesta) : NO_ENCONTRADO();
  }),
  'b.ordenes': deCliente((documento) => json(ordenesDe(documento))),
  'b.orden': deId('order_id', (id) => json(ordenDetalle(id))),
  'b.contrato-pdf': deId('contract_id', (id) => {
    const contrato = contratoPdf(id);
    return pdf(contrato.bytes, contrato.disposicion);
  }),
  'b.recursos': () => json(recursos()),
  'b.releases': () => json(releases()),
};
