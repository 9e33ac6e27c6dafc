import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '@ventas/domain/http/api-call';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { routeCall, SecondSuccess, WrittenJson } from './call-route';

/** A delete that erases (204) or deactivates (200), like a catalogue row's (decision 65). */
const removeCall = defineCall({
  method: 'DELETE',
  path: '/api/prueba/:id/',
  access: API_ACCESS.admin,
  params: idPathSchema,
  response: z.object({ detail: z.string() }),
  alsoAnswers: { status: 204, response: z.null() },
});

const listCall = defineCall({
  method: 'GET',
  path: '/api/prueba/',
  access: API_ACCESS.anyRole,
  response: z.array(z.object({ id: z.number() })),
});

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  routeCall(app, removeCall, (request) =>
    request.params.id === 1 ? new SecondSuccess(null) : { detail: 'Desactivado', extra: 'se descarta' },
  );
  routeCall(app, listCall, () => new WrittenJson('[{"id":7}]'));
  await app.ready();
});
afterAll(() => app.close());

describe('routeCall', () => {
  it("answers a call's second success with its own status and body", async () => {
    const erased = await app.inject({ method: 'DELETE', url: '/api/prueba/1/' });
    expect(erased.statusCode).toBe(204);
    expect(erased.body).toBe('');
  });

  it('answers the first success through its schema (unnamed keys dropped)', async () => {
    const kept = await app.inject({ method: 'DELETE', url: '/api/prueba/2/' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ detail: 'Desactivado' });
  });

  it('sends JSON the database wrote as it is, typed as JSON', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/prueba/' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(list.body).toBe('[{"id":7}]');
  });
});
