import { cuentasCalls } from '@ventas/domain/cuentas/cuentas.calls';
import { defineCall } from '@ventas/domain/http/api-call';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isCall } from './fake-server';

const tienda = defineCall({
  method: 'PUT',
  path: '/api/tiendas/:id/',
  access: null,
  params: z.object({ id: z.string() }),
  response: z.null(),
});

describe('isCall: a fake names the declared call it answers', () => {
  it('matches the method and the path, whatever the query, and gives no parameters for none', () => {
    expect(isCall({ method: 'GET', path: '/api/cuentas/detalle/?x=1' }, cuentasCalls.detalle)).toEqual({});
    expect(isCall({ method: 'POST', path: '/api/cuentas/detalle/' }, cuentasCalls.detalle)).toBeNull();
    expect(isCall({ method: 'GET', path: '/api/cuentas/detalle/otra/' }, cuentasCalls.detalle)).toBeNull();
  });

  it('gives each path parameter, decoded, and refuses a path of another shape', () => {
    expect(isCall({ method: 'PUT', path: '/api/tiendas/12/' }, tienda)).toEqual({ id: '12' });
    expect(isCall({ method: 'PUT', path: '/api/tiendas/a%20b/' }, tienda)).toEqual({ id: 'a b' });
    expect(isCall({ method: 'PUT', path: '/api/tiendas/12/extra/' }, tienda)).toBeNull();
    expect(isCall({ method: 'PUT', path: '/api/tiendas//' }, tienda)).toBeNull();
  });
});
