import { describe, expect, it } from 'vitest';
import { browserEnvironment } from './browser-environment';

describe('the PDF browser environment', () => {
  it('keeps what Chromium needs and none of the server secrets or preloaded libraries', () => {
    const kept = browserEnvironment({
      PATH: '/usr/bin',
      HOME: '/home/ventas',
      TZ: 'Europe/Madrid',
      DATABASE_URL: 'postgres://ventas:secreto@db/ventas',
      JWT_SECRET: 'x'.repeat(40),
      CREDENTIALS_KEY: 'clave',
      LD_PRELOAD: '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
      FAKETIME: '+10d',
    });
    expect(kept).toEqual({ PATH: '/usr/bin', HOME: '/home/ventas', TZ: 'Europe/Madrid' });
  });
});
