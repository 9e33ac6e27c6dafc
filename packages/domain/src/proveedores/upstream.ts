/**
 * Issue 18: the providers' own HTTP API as our adapters call it and the provider simulator serves
 * it (apps/provider-simulator). Each provider has a base URL (PROVIDER_B_URL…); these paths are
 * below it. Answers are the shapes of proveedores-contract.ts. Every request carries the tenant's
 * credentials: `Authorization: Basic base64(username:password)` and, when stored, `Cookie`.
 * A provider answers 401 without them and 403 when it refuses them; 404 when it has no data.
 *
 * Each route has a name: the simulator's fault modes and call counts are set and read by it.
 */
export const RUTAS_UPSTREAM = {
  // Provider B
  'b.lineas': { metodo: 'GET', ruta: '/clientes/:documento/lineas' },
  'b.facturas': { metodo: 'GET', ruta: '/clientes/:documento/facturas' },
  'b.registros': { metodo: 'GET', ruta: '/clientes/:documento/registros' },
  'b.renuevo': { metodo: 'GET', ruta: '/clientes/:documento/renuevo' },
  'b.renuevo-pdf': { metodo: 'GET', ruta: '/renuevo/pdf/:pdf_id' },
  'b.renuevo-condiciones': { metodo: 'GET', ruta: '/renuevo/condiciones/:msisdn' },
  'b.cobertura-sesion': { metodo: 'POST', ruta: '/cobertura/sesion' },
  'b.cobertura-cp': { metodo: 'GET', ruta: '/cobertura/cp/:cp' },
  'b.cobertura-direcciones': { metodo: 'GET', ruta: '/cobertura/direcciones' },
  'b.cobertura-resultado': { metodo: 'GET', ruta: '/cobertura/resultado/:direccion_id' },
  'b.ordenes': { metodo: 'GET', ruta: '/clientes/:documento/ordenes' },
  'b.orden': { metodo: 'GET', ruta: '/ordenes/:order_id' },
  'b.contrato-pdf': { metodo: 'GET', ruta: '/contratos/:contract_id/pdf' },
  'b.recursos': { metodo: 'GET', ruta: '/grupomm/recursos' },
  'b.releases': { metodo: 'GET', ruta: '/grupomm/releases' },
  // Provider C
  'c.cobertura': { metodo: 'GET', ruta: '/cobertura' },
  'c.geocoding': { metodo: 'GET', ruta: '/geocoding' },
  // Provider D: every view takes ?since&until
  'd.vista': { metodo: 'GET', ruta: '/management/vistas/:vista' },
  'd.check-access': { metodo: 'GET', ruta: '/management/check-access' },
  'd.offer-detail': { metodo: 'GET', ruta: '/management/offer-detail/:id' },
  'd.offer-detail-offer': { metodo: 'GET', ruta: '/management/offer-detail-offer/:id' },
  'd.download-pdf': { metodo: 'GET', ruta: '/management/download-pdf/:id' },
} as const satisfies Record<string, { metodo: 'GET' | 'POST'; ruta: string }>;

export type RutaUpstream = keyof typeof RUTAS_UPSTREAM;

/** The path of a route with its `:params` filled in (each one URL-encoded). */
export function rutaUpstream(nombre: RutaUpstream, params: Record<string, string> = {}): string {
  return RUTAS_UPSTREAM[nombre].ruta.replace(/:([a-z_]+)/g, (_, clave: string) => {
    const valor = params[clave];
    if (valor === undefined) throw new Error(`Falta el parámetro ${clave} de ${nombre}`);
    return encodeURIComponent(valor);
  });
}

/**
 * The simulator's control API (not a provider's): fault modes per route name (or `*`), reset,
 * and the calls each route received.
 *   PUT    /__simulador/modos   { "b.facturas": { "modo": "cuelga" }, "*": { "modo": "lento", "retraso_ms": 800 } }
 *   DELETE /__simulador/modos
 *   GET    /__simulador/llamadas → { "b.facturas": 3, ... }
 *   DELETE /__simulador/llamadas
 *   PUT    /__simulador/acceso  { "denegaciones": 2 }  (check-access answers false that many times)
 */
export const MODOS_SIMULADOR = ['normal', 'lento', 'fallo', 'cuelga', 'basura', 'no-encontrado'] as const;
export type ModoSimulador = (typeof MODOS_SIMULADOR)[number];
