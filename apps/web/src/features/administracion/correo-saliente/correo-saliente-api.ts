import { queryOptions } from '@tanstack/react-query';
import type {
  CorreoDistribuidor,
  CorreoDistribuidorUpdate,
} from '@ventas/domain/ofertas/envio-correo-contract';
import { correoCalls } from '@ventas/domain/ofertas/correo.calls';
import { sendCall } from '../../../api/send-call';

/** Administración · Correo saliente (issue 31 §3): the distributor's SMTP server and template. */
export const correoSalienteQuery = queryOptions({
  queryKey: ['distribuidores', 'correo'],
  queryFn: ({ signal }) => sendCall(correoCalls.config, {}, { signal }),
});

export function guardarCorreoSaliente(cambios: CorreoDistribuidorUpdate): Promise<CorreoDistribuidor> {
  return sendCall(correoCalls.guardarConfig, { body: cambios });
}
