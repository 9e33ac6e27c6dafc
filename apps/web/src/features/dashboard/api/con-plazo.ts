/**
 * Runs `llamar` with a signal that aborts with the caller's or after `ms`: a statistics call that
 * never answers ends in the card's empty state instead of a skeleton for ever.
 */
export async function conPlazo<T>(
  signal: AbortSignal | undefined,
  ms: number,
  llamar: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`Sin respuesta en ${ms} ms`)), ms);
  const abortar = () => controller.abort(signal?.reason);
  if (signal?.aborted) abortar();
  signal?.addEventListener('abort', abortar, { once: true });
  try {
    return await llamar(controller.signal);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortar);
  }
}
