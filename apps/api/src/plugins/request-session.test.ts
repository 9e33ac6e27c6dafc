import { describe, expect, it } from 'vitest';
import { tenantLabelFromHost } from './request-session';

describe('tenantLabelFromHost', () => {
  it.each([
    ['demo.localhost:3000', 'demo'],
    ['demo.localhost', 'demo'],
    ['DEMO2.Ventas.example.com', 'demo2'],
    ['localhost:3000', 'fallback'],
    ['localhost', 'fallback'],
    ['127.0.0.1:3000', 'fallback'],
    ['[::1]:3000', 'fallback'],
    ['', 'fallback'],
    [undefined, 'fallback'],
  ])('reads %s as tenant %s', (host, expected) => {
    expect(tenantLabelFromHost(host, 'fallback')).toBe(expected);
  });
});
