// A TCP port on 127.0.0.1 that nothing listens on right now, picked by the kernel: for the
// servers tests and benches start (apps/api/test, e2e, bench). The one helper for all of them.
import { createServer } from 'node:net';

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('No se pudo elegir un puerto libre'));
        return;
      }
      probe.close(() => resolve(address.port));
    });
  });
}
