import { describe, expect, it } from 'vitest';
import { conPlazo } from './con-plazo';

/** A call that only ends when its signal aborts, as a server that never answers. */
const sinRespuesta = (signal: AbortSignal) =>
  new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));

describe('conPlazo', () => {
  it('ends a call that never answers once the time is up', async () => {
    await expect(conPlazo(undefined, 20, sinRespuesta)).rejects.toThrow('Sin respuesta en 20 ms');
  });

  it('ends the call when the caller aborts, with the caller’s reason', async () => {
    const caller = new AbortController();
    const llamada = conPlazo(caller.signal, 60_000, sinRespuesta);
    caller.abort(new Error('La pantalla se cerró'));
    await expect(llamada).rejects.toThrow('La pantalla se cerró');
  });

  it('gives the answer of a call that answers in time', async () => {
    await expect(conPlazo(undefined, 1000, async () => 'cifras')).resolves.toBe('cifras');
  });
});
