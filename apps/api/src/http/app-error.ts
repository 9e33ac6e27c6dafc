/**
 * Typed errors a service may throw; the one error handler (plugins/error-handler.ts) turns them
 * into DRF-like bodies: `{detail}` or `{field: [message]}`.
 */
export type AppErrorCode =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'maintenance'
  | 'too_many_requests'
  /** An upstream service (an operator's provider) failed or answered nonsense. Never 503: the
   * web app reads 503 as maintenance (SPEC §8). */
  | 'bad_gateway'
  | 'gateway_timeout';

const STATUS: Record<AppErrorCode, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  maintenance: 503,
  too_many_requests: 429,
  bad_gateway: 502,
  gateway_timeout: 504,
};

export type ErrorBody = { detail: string } | Record<string, string[]>;

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: AppErrorCode,
    readonly body: ErrorBody,
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : code);
    this.statusCode = STATUS[code];
  }
}

export const notAuthenticated = (detail = 'Las credenciales de autenticación no se proveyeron.') =>
  new AppError('unauthenticated', { detail });
export const forbidden = (detail = 'No tiene permiso para realizar esta acción.') =>
  new AppError('forbidden', { detail });
export const notFound = (detail = 'No encontrado.') => new AppError('not_found', { detail });
export const conflict = (body: ErrorBody) => new AppError('conflict', body);
export const invalid = (fields: Record<string, string[]>) => new AppError('validation', fields);
