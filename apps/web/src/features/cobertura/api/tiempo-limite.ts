/**
 * Issue 18, SPEC §8 "Silent failures": a coverage dialog never spins forever. The API answers
 * within its own provider time-out; this client-side limit covers a network that never answers.
 */
export const COBERTURA_TIEMPO_LIMITE_MS = 20_000;

export class TiempoAgotadoError extends Error {
  override readonly name = 'TiempoAgotadoError';
}

/**
 * Runs `llamada` with a signal that aborts when `signal` (the query's) does or after `ms`, and
 * rejects at `ms` even if the transport ignores the abort.
 */
export function conTiempoLimite<T>(
  signal: AbortSignal | undefined,
  llamada: (signal: AbortSignal) => Promise<T>,
  ms = COBERTURA_TIEMPO_LIMITE_MS,
): Promise<T> {
  const controller = new AbortController();
  const abortar = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', abortar, { once: true });
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      controller.abort();
      reject(new TiempoAgotadoError('El operador no ha respondido a tiempo'));
    }, ms);
    llamada(controller.signal)
      .then(resolve, reject)
      .finally(() => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', abortar);
      });
  });
}
