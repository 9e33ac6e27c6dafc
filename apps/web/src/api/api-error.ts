/**
 * A non-2xx answer from the API. `body` is the parsed JSON the server sent: a DRF-like
 * `{field: [message, ...]}` for 400 or `{detail: string}` otherwise (SPEC §8), or null.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`La API respondió ${status}`);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's `{detail}` text when it sent one. */
export function errorDetail(error: unknown): string | undefined {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return undefined;
  const detail = (error.body as { detail?: unknown }).detail;
  return typeof detail === 'string' ? detail : undefined;
}
