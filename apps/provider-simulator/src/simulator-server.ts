import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { comprobarCredenciales } from './autenticacion';
import { atenderControl, PREFIJO_CONTROL } from './control-routes';
import { crearControlState, type ControlState } from './control-state';
import { MANEJADORES } from './manejadores';
import { crearRegistroDirecciones } from './registro-direcciones';
import { errorJson, type Respuesta } from './respuesta';
import { cuerpoBasura, CUERPO_FALLO } from './respuestas-fallo';
import { encontrarRuta } from './router';

/**
 * Issue 18: the operator providers B, C and D in one small HTTP server (node:http, no framework),
 * each below its base path (`/b`, `/c`, `/d`), plus the control API. For development, tests, the
 * demo and the bench. `close()` ends even while requests hang: it destroys every open socket.
 */
export interface ProviderSimulator {
  url: string;
  close(): Promise<void>;
}

function enviar(res: ServerResponse, respuesta: Respuesta, extra: Record<string, string> = {}): void {
  if (res.destroyed || res.headersSent) return;
  const pdf = respuesta.tipo === 'pdf';
  const cuerpo = pdf ? respuesta.bytes : Buffer.from(JSON.stringify(respuesta.cuerpo), 'utf8');
  const cabeceras: Record<string, string | number> = {
    'content-type': pdf ? 'application/pdf' : 'application/json; charset=utf-8',
    'content-length': cuerpo.length,
    'cache-control': 'no-store',
    ...extra,
  };
  if (pdf && respuesta.disposicion !== null) cabeceras['content-disposition'] = respuesta.disposicion;
  res.writeHead(pdf ? 200 : respuesta.status, cabeceras).end(cuerpo);
}

function enviarTexto(res: ServerResponse, status: number, tipo: string, cuerpo: string): void {
  if (res.destroyed || res.headersSent) return;
  const bytes = Buffer.from(cuerpo, 'utf8');
  res
    .writeHead(status, { 'content-type': tipo, 'content-length': bytes.length, 'cache-control': 'no-store' })
    .end(bytes);
}

export async function startProviderSimulator(
  options: { port?: number; host?: string } = {},
): Promise<ProviderSimulator> {
  const control: ControlState = crearControlState();
  const direcciones = crearRegistroDirecciones();
  const sockets = new Set<Socket>();
  const esperas = new Set<{ temporizador: NodeJS.Timeout; terminar: () => void }>();
  let cerrando = false;

  /** `lento`: a pause that close() cuts short (the answer is then never sent). */
  const esperar = (ms: number) =>
    new Promise<void>((terminar) => {
      const espera = { temporizador: setTimeout(() => (esperas.delete(espera), terminar()), ms), terminar };
      esperas.add(espera);
    });

  async function atender(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { pathname, searchParams } = new URL(req.url ?? '/', 'http://simulador');
    if (pathname.startsWith(PREFIJO_CONTROL))
      return enviar(res, await atenderControl(req, pathname, control));
    req.resume();
    const ruta = encontrarRuta(req.method ?? 'GET', pathname);
    if (ruta.tipo === 'ninguna') return enviar(res, errorJson(404, 'No encontrado'));
    if (ruta.tipo === 'metodo')
      return enviar(res, errorJson(405, 'Método no permitido'), { allow: ruta.permitido });

    control.contarLlamada(ruta.nombre);
    // A provider that is down is down for everyone: the fault comes before the credentials.
    const { modo, retrasoMs } = control.modoDe(ruta.nombre);
    if (modo === 'cuelga') return; // Never answered; close() destroys the socket.
    if (modo === 'lento') await esperar(retrasoMs);
    if (cerrando) return;
    if (modo === 'fallo') return enviarTexto(res, 500, 'application/json; charset=utf-8', CUERPO_FALLO);
    if (modo === 'basura') {
      const basura = cuerpoBasura(ruta.nombre);
      return enviarTexto(res, 200, basura.tipo, basura.cuerpo);
    }
    if (modo === 'no-encontrado') return enviar(res, errorJson(404, 'No encontrado'));

    const credenciales = comprobarCredenciales(req.headers);
    if (credenciales === 401)
      return enviar(res, errorJson(401, 'Credenciales requeridas'), {
        'www-authenticate': 'Basic realm="proveedor"',
      });
    if (credenciales === 403) return enviar(res, errorJson(403, 'Credenciales rechazadas'));
    enviar(res, MANEJADORES[ruta.nombre]({ params: ruta.params, query: searchParams, control, direcciones }));
  }

  const server = createServer((req, res) => {
    atender(req, res).catch(() => enviar(res, errorJson(500, 'Error interno del simulador')));
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;

  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        cerrando = true;
        for (const espera of esperas) {
          clearTimeout(espera.temporizador);
          espera.terminar();
        }
        esperas.clear();
        server.close((error) => (error ? reject(error) : resolve()));
        for (const socket of sockets) socket.destroy();
      }),
  };
}
