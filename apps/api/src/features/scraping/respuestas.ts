import { cabeceraDescarga } from '@ventas/domain/proveedores/content-disposition';
import type { FastifyReply } from 'fastify';
import type { ProviderFile } from '../../providers/provider-client';

/** A PDF from a provider, sent as a download under `nombre` (already sanitised). */
export function enviarPdf(reply: FastifyReply, file: ProviderFile, nombre: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', cabeceraDescarga(nombre))
    .header('cache-control', 'no-store')
    .send(file.body);
}
