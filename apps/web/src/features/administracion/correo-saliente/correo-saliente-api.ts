import { queryOptions } from '@tanstack/react-query';
import {
  correoDistribuidorSchema,
  type CorreoDistribuidor,
  type CorreoDistribuidorUpdate,
} from '@ventas/domain/ofertas/envio-correo-contract';
import { api } from '../../../api/api';

/** Administración · Correo saliente (issue 31 §3): the distributor's SMTP server and template. */
const PATH = '/api/distribuidores/correo/';

export const correoSalienteQuery = queryOptions({
  queryKey: ['distribuidores', 'correo'],
  queryFn: async ({ signal }) => correoDistribuidorSchema.parse(await api.get<unknown>(PATH, { signal })),
});

export async function guardarCorreoSaliente(cambios: CorreoDistribuidorUpdate): Promise<CorreoDistribuidor> {
  return correoDistribuidorSchema.parse(await api.put<unknown>(PATH, cambios));
}
