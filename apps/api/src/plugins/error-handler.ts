import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../http/app-error';
import {
  DATABASE_UNREACHABLE_DETAIL,
  isDatabaseUnreachable,
  RETRY_AFTER_SECONDS,
} from '../http/database-unreachable';

/** Fastify's own client errors, in Spanish, with the status they deserve. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: 'El cuerpo de la petición no es JSON válido.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: 'El cuerpo de la petición está vacío.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: 'La petición es demasiado grande.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: 'Tipo de contenido no admitido.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: 'Longitud de contenido no válida.' },
};

/** One error handler (style.md §6): DRF-like bodies, never a stack trace to the client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send(error.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'non_field_errors';
        (fields[field] ??= []).push(issue.message ?? 'Valor no válido.');
      }
      return reply.code(400).send(fields);
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      return reply.code(known.status).send({ detail: known.detail });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ detail: 'Demasiados intentos. Inténtelo de nuevo en unos minutos.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.code(error.statusCode).send({ detail: 'Petición no válida.' });
    }
    if (isDatabaseUnreachable(error)) {
      // A warning, not an error: the outage is the database's, and readiness already reports it.
      request.log.warn({ err: error, reqId: request.id }, 'database unreachable');
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ detail: DATABASE_UNREACHABLE_DETAIL, request_id: request.id });
    }
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply.code(500).send({ detail: 'Error interno del servidor.', request_id: request.id });
  });
}
