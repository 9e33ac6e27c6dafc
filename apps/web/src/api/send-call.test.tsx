import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@ventas/domain/http/api-call';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { createFakeServer, type Reply } from '../test/fake-server';
import { sendCall } from './send-call';

const itemSchema = z.object({ id: z.number(), nombre: z.string() });
const read = defineCall({
  method: 'GET',
  path: '/api/cosas/:id/detalle/',
  access: API_ACCESS.anyRole,
  params: idPathSchema,
  query: z.object({ mes: z.string().optional() }),
  response: itemSchema,
});
const remove = defineCall({
  method: 'DELETE',
  path: '/api/cosas/:id/',
  access: API_ACCESS.anyRole,
  params: idPathSchema,
  status: 204,
  response: z.null(),
});
const create = defineCall({
  method: 'POST',
  path: '/api/cosas/',
  access: API_ACCESS.anyRole,
  body: z.object({ nombre: z.string() }),
  status: 201,
  response: itemSchema,
});

function serve(reply: Reply) {
  const server = createFakeServer(() => reply);
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

describe('sendCall (one declared call, the web side)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the declared method to the path with its parameters filled in and its query', async () => {
    const server = serve({ status: 200, body: { id: 7, nombre: 'Centro' } });
    const answer = await sendCall(read, { params: { id: 7 }, query: { mes: '2026-12' } });
    expect(answer).toEqual({ id: 7, nombre: 'Centro' });
    expect(server.calls).toEqual([
      expect.objectContaining({ method: 'GET', path: '/api/cosas/7/detalle/?mes=2026-12' }),
    ]);
  });

  it('sends the body as JSON', async () => {
    const server = serve({ status: 201, body: { id: 8, nombre: 'Norte' } });
    await expect(sendCall(create, { body: { nombre: 'Norte' } })).resolves.toEqual({
      id: 8,
      nombre: 'Norte',
    });
    expect(server.calls[0]).toMatchObject({ method: 'POST', path: '/api/cosas/', body: { nombre: 'Norte' } });
  });

  it('answers null for a 204', async () => {
    serve({ status: 204 });
    await expect(sendCall(remove, { params: { id: 3 } })).resolves.toBeNull();
  });

  it('fails, in development and tests, on an answer its schema does not describe', async () => {
    serve({ status: 200, body: { id: '7', nombre: 'Centro' } });
    await expect(sendCall(read, { params: { id: 7 } })).rejects.toThrow(
      /La respuesta de GET \/api\/cosas\/:id\/detalle\/ no cumple su esquema/,
    );
  });

  it('encodes a parameter, so a value cannot reach another path', async () => {
    const server = serve({ status: 200, body: { id: 1, nombre: 'x' } });
    await sendCall(read, { params: { id: '1/../../otra' } });
    expect(server.calls[0]?.path).toBe('/api/cosas/1%2F..%2F..%2Fotra/detalle/');
  });
});
