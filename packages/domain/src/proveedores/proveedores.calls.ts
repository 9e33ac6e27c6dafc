import { defineCall } from '../http/api-call';
import { idPathSchema } from '../http/id';
import { API_ACCESS, type RouteAccess } from '../permissions/api-rules';
import {
  checkAccessSchema,
  FALLOS_PROVEEDOR,
  coberturaAuthSchema,
  coberturaCpQuerySchema,
  coberturaCpSchema,
  coberturaCQuerySchema,
  coberturaDireccionesSchema,
  coberturaDireccionQuerySchema,
  coberturaResultadoQuerySchema,
  coberturaResultadoSchema,
  facturasQuerySchema,
  facturasSchema,
  geocodingQuerySchema,
  geocodingSchema,
  lineasQuerySchema,
  lineasSchema,
  ofertaSeguimientoSchema,
  ordenDetalleQuerySchema,
  ordenDetalleSchema,
  ordenesQuerySchema,
  ordenesSchema,
  recursosSchema,
  registrosQuerySchema,
  registrosSchema,
  releasesSchema,
  renuevoQuerySchema,
  renuevoSchema,
  seguimientoIdPathSchema,
  seguimientoQuerySchema,
  seguimientoSerieSchema,
  seguimientoTablaSchema,
  VISTAS_TABLA,
  type VistaTabla,
} from './proveedores-contract';
import { PREFIJO_SCRAPING, RUTAS_B, RUTAS_C, RUTAS_D } from './rutas-api';

/**
 * A provider's calls live under its configured slug (decision 165): the API declares them with
 * the slug it was started with, the web with the one `proveedoresDisponiblesCalls.list` answered.
 * Declared once per slug and kept, so a screen asking again gets the same declarations.
 */
function porSlug<T>(declarar: (base: `${typeof PREFIJO_SCRAPING}/${string}`) => T): (slug: string) => T {
  const declaradas = new Map<string, T>();
  return (slug) => {
    const hechas = declaradas.get(slug) ?? declarar(`${PREFIJO_SCRAPING}/${slug}`);
    declaradas.set(slug, hechas);
    return hechas;
  };
}

/** One GET of a provider: its JSON answer, with the failures every provider call may answer. */
const lectura = <const P extends string>(access: RouteAccess, path: P) =>
  ({ method: 'GET', path, access, errors: FALLOS_PROVEEDOR }) as const;

/**
 * Issue 18, SPEC §7 "Scraping (provider B)": what the operator holds on one customer (lines,
 * invoices, records, renewal offers), coverage, orders, resources and releases. Group B, every
 * role. Its PDFs are files, answered by hand (the API's proveedor-b routes).
 */
export const proveedorBCalls = porSlug((base) => {
  const b = <const R extends string>(ruta: R) => lectura(API_ACCESS.groupB, `${base}${ruta}` as const);
  return {
    /** `:id` is our customer id; without `operator` the provider answers for its own. */
    lineas: defineCall({
      ...b(RUTAS_B.lineas),
      params: idPathSchema,
      query: lineasQuerySchema,
      response: lineasSchema,
    }),
    facturas: defineCall({ ...b(RUTAS_B.facturas), query: facturasQuerySchema, response: facturasSchema }),
    registros: defineCall({
      ...b(RUTAS_B.registros),
      query: registrosQuerySchema,
      response: registrosSchema,
    }),
    renuevo: defineCall({ ...b(RUTAS_B.renuevo), query: renuevoQuerySchema, response: renuevoSchema }),
    /** Opens the provider's coverage session. */
    coberturaAuth: defineCall({ ...b(RUTAS_B.coberturaAuth), response: coberturaAuthSchema }),
    /** The share of a postal code each technology covers. */
    coberturaCp: defineCall({
      ...b(RUTAS_B.coberturaCp),
      query: coberturaCpQuerySchema,
      response: coberturaCpSchema,
    }),
    /** The candidate addresses. */
    coberturaDireccion: defineCall({
      ...b(RUTAS_B.coberturaDireccion),
      query: coberturaDireccionQuerySchema,
      response: coberturaDireccionesSchema,
    }),
    /** The technologies at one address. */
    coberturaResultado: defineCall({
      ...b(RUTAS_B.coberturaResultado),
      query: coberturaResultadoQuerySchema,
      response: coberturaResultadoSchema,
    }),
    /** A customer's orders, or one order (by `order_id`) as a list of one. */
    ordenes: defineCall({ ...b(RUTAS_B.ordenes), query: ordenesQuerySchema, response: ordenesSchema }),
    ordenDetalle: defineCall({
      ...b(RUTAS_B.ordenDetalle),
      query: ordenDetalleQuerySchema,
      response: ordenDetalleSchema,
    }),
    recursos: defineCall({ ...b(RUTAS_B.recursos), response: recursosSchema }),
    releases: defineCall({ ...b(RUTAS_B.releases), response: releasesSchema }),
  };
});

/**
 * Issue 18, SPEC §7: provider C's coverage (SPEC §3: its form adds localidad, provincia, lat,
 * lng) and geocoding. Group C, every role.
 */
export const proveedorCCalls = porSlug((base) => {
  const c = <const R extends string>(ruta: R) => lectura(API_ACCESS.groupC, `${base}${ruta}` as const);
  return {
    cobertura: defineCall({
      ...c(RUTAS_C.cobertura),
      query: coberturaCQuerySchema,
      response: coberturaResultadoSchema,
    }),
    geocoding: defineCall({
      ...c(RUTAS_C.geocoding),
      query: geocodingQuerySchema,
      response: geocodingSchema,
    }),
  };
});

/**
 * Issue 18, SPEC §7 "Offers tracking (provider D)": every call takes since and until and answers
 * under `data`. Managers and above of group D (decision 168). The offer's PDF is a file, answered
 * by hand (the API's proveedor-d routes).
 */
export const proveedorDCalls = porSlug((base) => {
  const d = <const R extends string>(ruta: R) =>
    ({
      ...lectura(API_ACCESS.seguimientoOfertas, `${base}${ruta}` as const),
      query: seguimientoQuerySchema,
    }) as const;
  const tabla = (vista: VistaTabla) =>
    defineCall({ ...d(RUTAS_D.vista(vista)), response: seguimientoTablaSchema });
  return {
    tablas: Object.fromEntries(VISTAS_TABLA.map((vista) => [vista, tabla(vista)])) as Record<
      VistaTabla,
      ReturnType<typeof tabla>
    >,
    series: defineCall({ ...d(RUTAS_D.vista('variables-graphic')), response: seguimientoSerieSchema }),
    checkAccess: defineCall({ ...d(RUTAS_D.checkAccess), response: checkAccessSchema }),
    offerDetail: defineCall({
      ...d(RUTAS_D.offerDetail),
      params: seguimientoIdPathSchema,
      response: ofertaSeguimientoSchema,
    }),
    offerDetailOffer: defineCall({
      ...d(RUTAS_D.offerDetailOffer),
      params: seguimientoIdPathSchema,
      response: ofertaSeguimientoSchema,
    }),
  };
});
