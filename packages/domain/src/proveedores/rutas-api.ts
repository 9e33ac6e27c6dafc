import type { SeguimientoVista } from './proveedores-contract';

/**
 * Issue 18, SPEC §7: our API's provider paths, with a configurable slug in place of the spec's
 * `{provider_b}`, `{provider_c}`, `{provider_d}` (decision 165). One table for the API's route
 * declarations and the web app's calls. All are GET; the query of each is in
 * proveedores-contract.ts (named beside each path). Decision 166: every path is below `/cliente/`
 * for provider B (the spec gives the prefix once per list), a trailing slash as the spec's.
 */
export const RUTAS_B = {
  /** ?operator → lineasSchema. `:id` is our customer id. */
  lineas: '/cliente/:id/',
  /** facturasQuerySchema → facturasSchema */
  facturas: '/cliente/facturas/',
  /** registrosQuerySchema → registrosSchema */
  registros: '/cliente/registros/',
  /** renuevoQuerySchema → renuevoSchema */
  renuevo: '/cliente/renuevo/',
  /** renuevoPdfQuerySchema → application/pdf */
  renuevoPdf: '/cliente/renuevo/pdf/',
  /** renuevoPdf2QuerySchema → application/pdf (the renewal's conditions) */
  renuevoPdf2: '/cliente/renuevo/pdf2/',
  /** no query → coberturaAuthSchema (opens the provider's coverage session) */
  coberturaAuth: '/cliente/cobertura/auth/',
  /** coberturaCpQuerySchema → coberturaCpSchema (the postal-code dialog) */
  coberturaCp: '/cliente/cobertura/',
  /** coberturaDireccionQuerySchema → coberturaDireccionesSchema (candidate addresses) */
  coberturaDireccion: '/cliente/cobertura/direccion/',
  /** coberturaResultadoQuerySchema → coberturaResultadoSchema */
  coberturaResultado: '/cliente/cobertura/resultado/',
  /** ordenesQuerySchema (cliente_id or order_id) → ordenesSchema */
  ordenes: '/cliente/ordenes/',
  /** ordenDetalleQuerySchema → ordenDetalleSchema */
  ordenDetalle: '/cliente/ordenes/detail/',
  /** contratoPdfQuerySchema → application/pdf, Content-Disposition from nombreDeContrato */
  contratoPdf: '/cliente/contrato/pdf/',
  /** no query → recursosSchema */
  recursos: '/cliente/resources/grupomm/',
  /** no query → releasesSchema */
  releases: '/cliente/releases/grupomm/',
} as const;

export const RUTAS_C = {
  /** coberturaCQuerySchema → coberturaResultadoSchema */
  cobertura: '/cliente/cobertura/',
  /** geocodingQuerySchema → geocodingSchema */
  geocoding: '/geocoding/',
} as const;

/** Provider D: every path takes seguimientoQuerySchema (since, until). */
export const RUTAS_D = {
  /** → seguimientoTablaSchema, or seguimientoSerieSchema for variables-graphic */
  vista: (vista: SeguimientoVista) => `/management/${vista}/`,
  /** → checkAccessSchema */
  checkAccess: '/management/check-access/',
  /** → ofertaSeguimientoSchema */
  offerDetail: '/management/offer-detail/:id/',
  offerDetailOffer: '/management/offer-detail-offer/:id/',
  /** → application/pdf */
  downloadPdf: '/management/download-pdf/:id/',
} as const;

export const PREFIJO_SCRAPING = '/api/scraping';

/** `/api/scraping/{slug}{ruta}` with `:id` filled in. */
export function rutaScraping(slug: string, ruta: string, id?: string | number): string {
  const path = id === undefined ? ruta : ruta.replace(':id', encodeURIComponent(String(id)));
  return `${PREFIJO_SCRAPING}/${slug}${path}`;
}

/** GET: the providers of the user's distributor (proveedores-disponibles.calls.ts). */
export const RUTA_PROVEEDORES = `${PREFIJO_SCRAPING}/proveedores/`;
