import { CHUNK_LOAD_TIMEOUT_MS } from '../config/constants';

/** SPEC §8: a chunk load fails after 120 s (the route's error screen then offers a retry). */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('La carga de la página tardó demasiado')), timeoutMs);
    load()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}
