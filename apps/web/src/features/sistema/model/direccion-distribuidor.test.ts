import { describe, expect, it } from 'vitest';
import { direccionDistribuidor } from './direccion-distribuidor';

describe('direccionDistribuidor', () => {
  it.each([
    ['https:', 'admin.ventas.es', 'norte', 'https://norte.ventas.es'],
    ['http:', 'admin.localhost:3000', 'demo', 'http://demo.localhost:3000'],
    ['http:', 'localhost:5173', 'sur', 'http://sur.localhost:5173'],
    ['https:', 'admin.crm.ejemplo.com:8443', 'este-2', 'https://este-2.crm.ejemplo.com:8443'],
  ])('on %s//%s the distributor %s lives at the same scheme and port', (protocol, host, sub, expected) => {
    expect(direccionDistribuidor(sub, { protocol, host })).toBe(expected);
  });
});
