import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createTestTenant,
  login,
  type TestTenant,
} from '../../../test/support/test-app';
import { insertAtencion, insertCliente } from '../../../test/support/tenant-rows';
import type { Database } from '../../db/database';
import { atenciones } from '../../db/schema/atenciones';
import { clientes } from '../../db/schema/clientes';
import { API_DOCS_PREFIX } from '../../plugins/openapi';

/**
 * POST /api/atenciones/entradas/ in the nested shape SPEC §3 gives an attention
 * (`agendado: {fechaAgendado, notas}`, `no_interesado: {razon, tipo, notas}`), beside the flat one
 * the web form sends: the same effects, and a clear 400 for a body that mixes them.
 */
let app: FastifyInstance;
let database: Database;
let tenant: TestTenant;
const tokens = { comercial: '', admin: '' };
const URL = '/api/atenciones/entradas/';

beforeAll(async () => {
  ({ app, database } = await createTestApp());
  tenant = await createTestTenant(database);
  tokens.comercial = (await login(app, tenant, 'comercial')).access;
  tokens.admin = (await login(app, tenant, 'admin')).access;
});

const post = (payload: unknown) =>
  app.inject({
    method: 'POST',
    url: URL,
    headers: bearer(tokens.comercial, tenant.host),
    payload: payload as object,
  });
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const historico = async (clienteId: number) =>
  (
    await app.inject({
      url: `/api/atenciones/historico/${clienteId}`,
      headers: bearer(tokens.comercial, tenant.host),
    })
  ).json() as Array<{ id: number; estado: string }>;

/** A customer as each test starts it: unassigned, with one pending callback. */
async function clienteWithPendingCallback(): Promise<{ clienteId: number; pendiente: number }> {
  const clienteId = await insertCliente(database, tenant.id, { comercialId: null, estado: 'NUEVO' });
  const pendiente = await insertAtencion(database, tenant.id, {
    clienteId,
    fechaAgendado: new Date(hoursFromNow(5)),
  });
  return { clienteId, pendiente };
}

/** What an entry left in the database: its attention, the earlier callback and the customer. */
async function storedEffects(clienteId: number, atencionId: number, pendiente: number) {
  return database.tenant(tenant.id, async (tx) => {
    const rows = await tx
      .select({
        id: atenciones.id,
        comercialId: atenciones.comercialId,
        tipo: atenciones.tipo,
        estado: atenciones.estado,
        notas: atenciones.notas,
        tipoLlamada: atenciones.tipoLlamada,
        fechaAgendado: atenciones.fechaAgendado,
        razonNoInteresado: atenciones.razonNoInteresado,
        tipoNoInteresado: atenciones.tipoNoInteresado,
        gestionId: atenciones.gestionId,
      })
      .from(atenciones)
      .where(and(eq(atenciones.tenantId, tenant.id), eq(atenciones.clienteId, clienteId)));
    const [cliente] = await tx
      .select({
        estado: clientes.estado,
        razonNoInteresado: clientes.razonNoInteresado,
        comercialId: clientes.comercialId,
      })
      .from(clientes)
      .where(and(eq(clientes.tenantId, tenant.id), eq(clientes.id, clienteId)));
    const { id: _id, ...atencion } = rows.find((row) => row.id === atencionId) ?? { id: 0 };
    return {
      atencion,
      pendienteAnterior: rows.find((row) => row.id === pendiente)?.estado,
      attentions: rows.length,
      cliente,
    };
  });
}

/** Posts both shapes for two customers alike; answers what each left behind. */
async function postBothShapes(flat: object, nested: object) {
  const results = [];
  for (const shape of [flat, nested]) {
    const { clienteId, pendiente } = await clienteWithPendingCallback();
    const response = await post({ cliente: clienteId, ...shape });
    expect(response.statusCode, response.body).toBe(201);
    const { id, cliente, updated_on: _u, fechaContacto: _f, ...answer } = response.json();
    expect(cliente).toBe(clienteId);
    results.push({ answer, stored: await storedEffects(clienteId, id, pendiente) });
  }
  return results;
}

describe('POST /api/atenciones/entradas/ in the nested shape', () => {
  it('schedules a callback exactly as the flat shape does', async () => {
    const fechaAgendado = hoursFromNow(30);
    const [flat, nested] = await postBothShapes(
      { tipo: 'AGENDADO', fechaAgendado, notas: 'Tras las 18h', tipo_llamada: 'Saliente' },
      { tipo: 'AGENDADO', tipo_llamada: 'Saliente', agendado: { fechaAgendado, notas: 'Tras las 18h' } },
    );
    expect(nested).toEqual(flat);
    expect(nested?.answer).toMatchObject({
      estado: 'PENDIENTE',
      notas: 'Tras las 18h',
      agendado: { fechaAgendado: new Date(fechaAgendado).toISOString() },
      no_interesado: null,
    });
    expect(nested?.stored).toMatchObject({
      pendienteAnterior: 'REPROGRAMADO',
      attentions: 2,
      cliente: { estado: 'AGENDADO', comercialId: tenant.accounts.comercial.id },
    });
  });

  it('records a no-interest exactly as the flat shape does, cancelling the pending callback', async () => {
    const [flat, nested] = await postBothShapes(
      { tipo: 'NO_INTERESADO', razon: 'Precio', tipoNoInteresado: 'Definitivo', notas: 'Volver en un año' },
      {
        tipo: 'NO_INTERESADO',
        no_interesado: { razon: 'Precio', tipo: 'Definitivo', notas: 'Volver en un año' },
      },
    );
    expect(nested).toEqual(flat);
    expect(nested?.answer).toMatchObject({
      estado: 'REALIZADO',
      notas: 'Volver en un año',
      no_interesado: { razon: 'Precio', tipo: 'Definitivo' },
      agendado: null,
    });
    expect(nested?.stored).toMatchObject({
      pendienteAnterior: 'CANCELADO',
      cliente: { estado: 'NO_INTERESADO', razonNoInteresado: 'Precio' },
    });
  });

  it("takes the entry's own notes beside a nested variant, and the other variant as null, as the answer shows them", async () => {
    const [flat, nested] = await postBothShapes(
      { tipo: 'NO_INTERESADO', razon: 'Permanencia', notas: 'Llamó él' },
      { tipo: 'NO_INTERESADO', notas: 'Llamó él', agendado: null, no_interesado: { razon: 'Permanencia' } },
    );
    expect(nested).toEqual(flat);
  });
});

describe('POST /api/atenciones/entradas/ refusals', () => {
  const MEZCLA =
    'No combine la forma plana (fechaAgendado, razon, tipoNoInteresado) con la anidada (agendado, no_interesado): use una sola';
  const CONTROL = 'El texto contiene caracteres de control no permitidos.';
  const TEN_KB = 'x'.repeat(10_240);
  const later = hoursFromNow(3);

  it.each<[string, object, Record<string, string[]> | string]>([
    [
      'flat and nested date',
      { tipo: 'AGENDADO', fechaAgendado: later, agendado: { fechaAgendado: later } },
      { fechaAgendado: [MEZCLA] },
    ],
    [
      'flat and nested reason',
      { tipo: 'NO_INTERESADO', razon: 'Precio', no_interesado: { razon: 'Precio' } },
      { razon: [MEZCLA] },
    ],
    [
      'a no-interest nested in an agendado',
      { tipo: 'AGENDADO', no_interesado: { razon: 'Precio' } },
      {
        no_interesado: ['Una entrada de tipo AGENDADO no lleva no_interesado'],
        'agendado.fechaAgendado': ['Indique la fecha del agendado'],
      },
    ],
    [
      'an agendado nested in a no-interest',
      { tipo: 'NO_INTERESADO', agendado: { fechaAgendado: later } },
      {
        agendado: ['Una entrada de tipo NO_INTERESADO no lleva agendado'],
        'no_interesado.razon': ['Indique la razón por la que no está interesado'],
      },
    ],
    [
      'an agendado nested in a gestión',
      { tipo: 'GESTION', gestion: 1, agendado: { fechaAgendado: later } },
      { agendado: ['Una entrada de tipo GESTION no lleva agendado'] },
    ],
    [
      'notes twice',
      { tipo: 'AGENDADO', notas: 'Una', agendado: { fechaAgendado: later, notas: 'Otra' } },
      { 'agendado.notas': ['Indique las notas una sola vez: en la entrada o dentro de agendado'] },
    ],
    [
      'a late nested date',
      { tipo: 'AGENDADO', agendado: { fechaAgendado: hoursFromNow(-30) } },
      { 'agendado.fechaAgendado': ['La fecha del agendado no puede ser de hace más de un día'] },
    ],
    [
      'a flat name inside the variant',
      { tipo: 'NO_INTERESADO', no_interesado: { razon: 'Precio', tipoNoInteresado: 'Temporal' } },
      { no_interesado: ['no_interesado solo admite los campos razon, tipo, notas'] },
    ],
    [
      'a 10 KB field name inside the variant',
      { tipo: 'AGENDADO', agendado: { fechaAgendado: later, [TEN_KB]: 1 } },
      { agendado: ['agendado solo admite los campos fechaAgendado, notas'] },
    ],
    [
      'a NUL byte in nested notes',
      { tipo: 'AGENDADO', agendado: { fechaAgendado: later, notas: 'a\u0000b' } },
      { 'agendado.notas': [CONTROL] },
    ],
    [
      'a NUL byte in a nested reason',
      { tipo: 'NO_INTERESADO', no_interesado: { razon: '\u0000' } },
      { 'no_interesado.razon': [CONTROL] },
    ],
    [
      '10 KB of nested notes',
      { tipo: 'AGENDADO', agendado: { fechaAgendado: later, notas: TEN_KB } },
      { 'agendado.notas': ['El texto no puede superar 5000 caracteres'] },
    ],
    [
      'a 10 KB nested reason',
      { tipo: 'NO_INTERESADO', no_interesado: { razon: TEN_KB } },
      { 'no_interesado.razon': ['El texto no puede superar 200 caracteres'] },
    ],
    [
      'a 10 KB nested type',
      { tipo: 'NO_INTERESADO', no_interesado: { razon: 'Precio', tipo: TEN_KB } },
      { 'no_interesado.tipo': ['El texto no puede superar 100 caracteres'] },
    ],
    [
      'a variant that is text',
      { tipo: 'AGENDADO', agendado: 'mañana' },
      { agendado: ['agendado debe ser un objeto con los campos fechaAgendado, notas'] },
    ],
    [
      'a variant that is a number',
      { tipo: 'NO_INTERESADO', no_interesado: 7 },
      { no_interesado: ['no_interesado debe ser un objeto con los campos razon, tipo, notas'] },
    ],
    [
      'a variant that is a list',
      { tipo: 'AGENDADO', agendado: [{ fechaAgendado: later }] },
      { agendado: ['agendado debe ser un objeto con los campos fechaAgendado, notas'] },
    ],
    [
      'a date that is a number',
      { tipo: 'AGENDADO', agendado: { fechaAgendado: 1_900_000_000_000 } },
      'agendado.fechaAgendado',
    ],
    [
      'a reason that is a list',
      { tipo: 'NO_INTERESADO', no_interesado: { razon: ['Precio'] } },
      'no_interesado.razon',
    ],
    [
      'a type that is an object',
      { tipo: 'NO_INTERESADO', no_interesado: { razon: 'Precio', tipo: { a: 1 } } },
      'no_interesado.tipo',
    ],
  ])('answers 400 to %s, writing nothing', async (_label, shape, expected) => {
    const { clienteId } = await clienteWithPendingCallback();
    const response = await post({ cliente: clienteId, ...shape });
    expect(response.statusCode, response.body).toBe(400);
    if (typeof expected === 'string') expect(Object.keys(response.json())).toEqual([expected]);
    else expect(response.json()).toEqual(expected);
    expect((await historico(clienteId)).map((atencion) => atencion.estado)).toEqual(['PENDIENTE']);
  });

  it('answers 400 to a prototype key hidden in a variant', async () => {
    const { clienteId } = await clienteWithPendingCallback();
    const response = await app.inject({
      method: 'POST',
      url: URL,
      headers: { ...bearer(tokens.comercial, tenant.host), 'content-type': 'application/json' },
      payload: `{"cliente":${clienteId},"tipo":"NO_INTERESADO","no_interesado":{"__proto__":{"razon":"x"}}}`,
    });
    expect(response.statusCode).toBe(400);
    expect((await historico(clienteId)).length).toBe(1);
  });
});

describe('the OpenAPI document', () => {
  type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[] };
  /** The property names of a schema, or of its object member when it is nullable. */
  const propertiesOf = (schema: JsonSchema | undefined): string[] =>
    Object.keys(schema?.properties ?? schema?.anyOf?.find((member) => member.properties)?.properties ?? {});

  it('describes both shapes of a new entry, and the offer the configurator posts', async () => {
    const response = await app.inject({
      url: `${API_DOCS_PREFIX}/json`,
      headers: bearer(tokens.admin, tenant.host),
    });
    expect(response.statusCode).toBe(200);
    const body: JsonSchema = response.json().paths[URL].post.requestBody.content['application/json'].schema;
    const shapes = body.anyOf ?? [];
    expect(shapes).toHaveLength(3);
    const [flat, nested, oferta] = shapes;
    expect(propertiesOf(oferta)).toEqual(expect.arrayContaining(['cliente', 'tipo', 'oferta']));
    expect(propertiesOf(flat)).toEqual(
      expect.arrayContaining(['cliente', 'tipo', 'fechaAgendado', 'razon', 'tipoNoInteresado']),
    );
    expect(propertiesOf(flat)).not.toContain('agendado');
    expect(propertiesOf(nested)).toEqual(
      expect.arrayContaining(['cliente', 'tipo', 'agendado', 'no_interesado']),
    );
    expect(propertiesOf(nested)).not.toContain('fechaAgendado');
    expect(propertiesOf(nested?.properties?.agendado)).toEqual(['fechaAgendado', 'notas']);
    expect(propertiesOf(nested?.properties?.no_interesado)).toEqual(['razon', 'tipo', 'notas']);
  });
});
