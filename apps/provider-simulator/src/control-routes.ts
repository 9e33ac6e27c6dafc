import type { IncomingMessage } from 'node:http';
import { accesoBodySchema, modosBodySchema, type ControlState } from './control-state';
import { errorJson, json, type Respuesta } from './respuesta';

/**
 * The control API of upstream.ts, below PREFIJO_CONTROL and without auth (it is on loopback, for
 * tests, the demo and the bench). Every answer gives the state after the change.
 */
export const PREFIJO_CONTROL = '/__simulador/';
const MAX_CUERPO = 64 * 1024;

async function leerJson(req: IncomingMessage): Promise<unknown> {
  const trozos: Buffer[] = [];
  let largo = 0;
  for await (const trozo of req as AsyncIterable<Buffer>) {
    largo += trozo.length;
    if (largo > MAX_CUERPO) throw new Error('Cuerpo demasiado grande');
    trozos.push(trozo);
  }
  return JSON.parse(Buffer.concat(trozos).toString('utf8'));
}

export async function atenderControl(
  req: IncomingMessage,
  pathname: string,
  control: ControlState,
): Promise<Respuesta> {
  const recurso = pathname.slice(PREFIJO_CONTROL.length);
  const accion = `${req.method ?? ''} ${recurso}`;
  let cuerpo: unknown = null;
  if (req.method === 'PUT') {
    try {
      cuerpo = await leerJson(req);
    } catch {
      return errorJson(400, 'El cuerpo no es JSON válido');
    }
  } else req.resume();

  switch (accion) {
    case 'GET modos':
      return json(control.modos());
    case 'PUT modos': {
      const cambios = modosBodySchema.safeParse(cuerpo);
      if (!cambios.success) return errorJson(400, 'Modos no válidos');
      control.fijarModos(cambios.data);
      return json(control.modos());
    }
    case 'DELETE modos':
      control.reiniciarModos();
      return json(control.modos());
    case 'GET llamadas':
      return json(control.llamadas());
    case 'DELETE llamadas':
      control.reiniciarLlamadas();
      return json(control.llamadas());
    case 'GET acceso':
      return json({ denegaciones: control.denegacionesPendientes() });
    case 'PUT acceso': {
      const acceso = accesoBodySchema.safeParse(cuerpo);
      if (!acceso.success) return errorJson(400, 'Denegaciones no válidas');
      control.fijarDenegaciones(acceso.data.denegaciones);
      return json({ denegaciones: control.denegacionesPendientes() });
    }
    default:
      return ['modos', 'llamadas', 'acceso'].includes(recurso)
        ? errorJson(405, 'Método no permitido')
        : errorJson(404, 'No encontrado');
  }
}
