import {
  envioOfertaAnswerSchema,
  type EnvioOfertaAnswer,
  type EnvioOfertaRequest,
} from '@ventas/domain/ofertas/envio-correo-contract';
import { api } from '../../../api/api';

/** POST /api/atenciones/oferta/{id}/enviar-correo/ (issue 31 §3): queues the send, answers its job. */
export async function enviarOfertaPorCorreo(
  id: number,
  body: EnvioOfertaRequest,
): Promise<EnvioOfertaAnswer> {
  return envioOfertaAnswerSchema.parse(
    await api.post<unknown>(`/api/atenciones/oferta/${id}/enviar-correo/`, body),
  );
}
