import { DETALLES_PROVEEDOR } from '@ventas/domain/proveedores/proveedores-mensajes';
import { AppError } from '../../http/app-error';
import type { FalloProveedor } from '../../providers/provider-failure';

/**
 * Issue 18: what the client is told of a failed provider call: a status and our own sentence,
 * never the provider's body, status line or headers. No 503 (the web app reads it as
 * maintenance, SPEC §8): a provider that is down is a 502.
 */
const RESPUESTA: Record<FalloProveedor, { code: AppError['code']; detail: string }> = {
  'sin-configurar': { code: 'bad_gateway', detail: DETALLES_PROVEEDOR.noDisponible },
  'sin-credenciales': { code: 'conflict', detail: DETALLES_PROVEEDOR.sinCredenciales },
  'no-disponible': { code: 'bad_gateway', detail: DETALLES_PROVEEDOR.noDisponible },
  'circuito-abierto': { code: 'bad_gateway', detail: DETALLES_PROVEEDOR.noDisponible },
  tiempo: { code: 'gateway_timeout', detail: DETALLES_PROVEEDOR.tiempoAgotado },
  credenciales: { code: 'bad_gateway', detail: DETALLES_PROVEEDOR.credencialesRechazadas },
  'no-encontrado': { code: 'not_found', detail: DETALLES_PROVEEDOR.noEncontrado },
  respuesta: { code: 'bad_gateway', detail: DETALLES_PROVEEDOR.respuestaNoValida },
};

export function errorDeFallo(fallo: FalloProveedor): AppError {
  const { code, detail } = RESPUESTA[fallo];
  return new AppError(code, { detail });
}
