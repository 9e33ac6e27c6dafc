import type { RutaUpstream } from '@ventas/domain/proveedores/upstream';
import { respuestaEsperada } from './manejadores';

/**
 * The `fallo` and `basura` modes' bodies. A failing provider's body carries what must never reach
 * our client or our log: a stack trace, an internal host name and a session cookie. Tests scan our
 * API's answers and logs for these markers.
 */
export const MARCAS_FALLO = {
  sesion: 'session=abc123',
  host: 'db-interno-07.proveedor.local',
  traza: 'at es.proveedor.scraping.SessionPool.acquire(SessionPool.java:212)',
} as const;

export const CUERPO_FALLO = JSON.stringify({
  error: 'Internal Server Error',
  exception: `java.lang.IllegalStateException: ${MARCAS_FALLO.sesion} expired`,
  trace: [
    `java.lang.IllegalStateException: ${MARCAS_FALLO.sesion} expired`,
    `\t${MARCAS_FALLO.traza}`,
    '\tat es.proveedor.scraping.ClienteController.consultar(ClienteController.java:88)',
    '\tat org.springframework.web.servlet.FrameworkServlet.service(FrameworkServlet.java:897)',
    `Caused by: java.net.ConnectException: Connection refused (${MARCAS_FALLO.host}:5432)`,
  ].join('\n'),
  host: MARCAS_FALLO.host,
});

/** A 200 that claims to be JSON or a PDF and is neither: a truncated object and an HTML error page. */
export function cuerpoBasura(nombre: RutaUpstream): { tipo: string; cuerpo: string } {
  if (respuestaEsperada(nombre) === 'pdf')
    return { tipo: 'application/pdf', cuerpo: '<html><body><h1>Sesión caducada</h1></body></html>' };
  return {
    tipo: 'application/json; charset=utf-8',
    cuerpo: '{"data": [{"id": "1", <html><body>502 Bad Gateway</body></html>',
  };
}
