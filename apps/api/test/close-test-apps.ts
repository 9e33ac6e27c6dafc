import { afterAll } from 'vitest';
import { closeOpenTestApps } from './support/open-test-apps';

// Every test file ends with its apps closed, whether or not it closed them itself.
afterAll(async () => {
  await closeOpenTestApps();
});
