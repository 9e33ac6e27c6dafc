import type { z } from 'zod';
import { badRequestSchema, detailSchema } from '@ventas/domain/http/error-contract';
import { cabeceraDescarga } from '@ventas/domain/proveedores/content-disposition';
import type { FastifyReply } from 'fastify';
import type { ProviderFile } from '../../providers/provider-client';

/** The failures every provider route may answer, besides its 200 (fallo-http.ts). */
export const FALLOS_DE_RUTA = {
  400: badRequestSchema,
  404: detailSchema,
  409: detailSchema,
  502: detailSchema,
  504: detailSchema,
} as const;

/** A provider's JSON answer as our 200, with the failures. */
export const respuestas = <S extends z.ZodType>(schema: S) => ({ 200: schema, ...FALLOS_DE_RUTA });

/** A PDF from a provider, sent as a download under `nombre` (already sanitised). */
export function enviarPdf(reply: FastifyReply, file: ProviderFile, nombre: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', cabeceraDescarga(nombre))
    .header('cache-control', 'no-store')
    .send(file.body);
}
