import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COBERTURA_TIEMPO_LIMITE_MS, conTiempoLimite, TiempoAgotadoError } from './tiempo-limite';

describe('a coverage call’s client-side time limit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives up after 20 s on a call that never answers, and aborts it', async () => {
    let signal: AbortSignal | undefined;
    const llamada = conTiempoLimite(undefined, (s) => {
      signal = s;
      return new Promise<never>(() => {});
    });
    const resultado = expect(llamada).rejects.toBeInstanceOf(TiempoAgotadoError);
    await vi.advanceTimersByTimeAsync(COBERTURA_TIEMPO_LIMITE_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await resultado;
    expect(signal?.aborted).toBe(true);
    expect(COBERTURA_TIEMPO_LIMITE_MS).toBe(20_000);
  });

  it('passes an answer in time through, and aborts the call when its query is cancelled', async () => {
    await expect(conTiempoLimite(undefined, () => Promise.resolve('ok'))).resolves.toBe('ok');
    const query = new AbortController();
    let signal: AbortSignal | undefined;
    void conTiempoLimite(query.signal, (s) => {
      signal = s;
      return new Promise<never>(() => {});
    }).catch(() => {});
    query.abort();
    expect(signal?.aborted).toBe(true);
  });
});
