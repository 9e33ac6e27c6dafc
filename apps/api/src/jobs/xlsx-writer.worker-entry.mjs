// Worker threads do not inherit tsx's loader on Node 20 (execArgv `--import tsx` is not enough),
// so the worker starts here, registers tsx, then loads the TypeScript worker. Works the same
// under `node --import tsx` (the server) and under vitest.
import { URL } from 'node:url';
import { register } from 'tsx/esm/api';

register();
await import(new URL('./xlsx-writer.worker.ts', import.meta.url).href);
