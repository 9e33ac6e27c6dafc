import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerFor, type Caller } from '../../../test/support/catalogue-caller';
import { createTestApp, createTestTenant, type TestTenant } from '../../../test/support/test-app';

let app: FastifyInstance;
let tenant: TestTenant;
let call: Caller;

const URL = '/api/cuentas/vistas/';
const nueva = (extra: Record<string, unknown> = {}) => ({
  pantalla: 'teletrabajo',
  nombre: 'Vendidos de marzo',
  consulta: 'fecha_venta_after=2026-03-01&fecha_venta_before=2026-03-31',
  ...extra,
});
const listar = async (role: 'manager' | 'comercial', pantalla = 'teletrabajo') =>
  (await call(role, 'GET', `${URL}?pantalla=${pantalla}`)).json();

beforeAll(async () => {
  const created = await createTestApp();
  app = created.app;
  tenant = await createTestTenant(created.database);
  call = await callerFor(app, tenant);
});

describe('/api/cuentas/vistas/', () => {
  it('lets a Comercial save, list, rename, overwrite and delete a view of their own', async () => {
    const creada = await call('comercial', 'POST', URL, nueva({ nombre: '  Vendidos de marzo ' }));
    expect(creada.statusCode).toBe(201);
    const id = creada.json().id;
    expect(creada.json()).toEqual({
      id,
      pantalla: 'teletrabajo',
      nombre: 'Vendidos de marzo',
      consulta: 'fecha_venta_after=2026-03-01&fecha_venta_before=2026-03-31',
      compartida: false,
      propia: true,
      autor: 'Comercial Prueba',
    });
    expect(await listar('comercial')).toEqual([creada.json()]);
    expect(await listar('comercial', 'gerenciaComerciales')).toEqual([]);

    const renombrada = await call('comercial', 'PUT', `${URL}${id}/`, { nombre: 'Marzo' });
    expect(renombrada.statusCode).toBe(200);
    expect(renombrada.json()).toMatchObject({ id, nombre: 'Marzo', consulta: creada.json().consulta });
    const sobrescrita = await call('comercial', 'PUT', `${URL}${id}/`, { consulta: '?nombre=garcia' });
    expect(sobrescrita.json()).toMatchObject({ id, nombre: 'Marzo', consulta: 'nombre=garcia' });

    expect((await call('comercial', 'DELETE', `${URL}${id}/`)).statusCode).toBe(204);
    expect((await call('comercial', 'DELETE', `${URL}${id}/`)).statusCode).toBe(404);
    expect(await listar('comercial')).toEqual([]);
  });

  it('lists own views by name in Spanish order, accents and case aside', async () => {
    const ids: number[] = [];
    for (const nombre of ['zona norte', 'Águilas', 'bajas', 'Altas'])
      ids.push((await call('manager', 'POST', URL, nueva({ nombre }))).json().id);
    try {
      expect((await listar('manager')).map((v: { nombre: string }) => v.nombre)).toEqual([
        'Águilas',
        'Altas',
        'bajas',
        'zona norte',
      ]);
    } finally {
      for (const id of ids) await call('manager', 'DELETE', `${URL}${id}/`);
    }
  });

  it('keeps only the parameters the screen reads, in the URL order, dropping the page and defaults', async () => {
    const consulta =
      'page=3&cliente=12&ordering=nombre&estadoOferta=2&nombre=%20garcia%20&itemsPerPage=25' +
      '&search=600&updated_on_before=2026-01-31&estadoOferta=2&foo=bar';
    const creada = await call('comercial', 'POST', URL, nueva({ consulta }));
    expect(creada.statusCode).toBe(201);
    expect(creada.json().consulta).toBe(
      'nombre=garcia&estadoOferta=2&updated_on_before=2026-01-31&search=600&ordering=nombre',
    );
    await call('comercial', 'DELETE', `${URL}${creada.json().id}/`);
  });

  it('checks a Gerencia view as Gerencia reads its filters', async () => {
    const creada = await call(
      'manager',
      'POST',
      URL,
      nueva({
        pantalla: 'gerenciaComerciales',
        consulta: 'tipo_comercial=TIENDA&estado=ALTA&fechas_before=2026-04-01&fechas_after=2026-03-02',
      }),
    );
    expect(creada.statusCode).toBe(201);
    expect(creada.json().consulta).toBe(
      'estado=ALTA&tipo_comercial=TIENDA&fechas_after=2026-03-02&fechas_before=2026-04-01',
    );
    await call('manager', 'DELETE', `${URL}${creada.json().id}/`);
    for (const [consulta, campo] of [
      ['fechas_after=2026-03-02', 'consulta.fechas'],
      ['fechas_after=2026-04-02&fechas_before=2026-03-01', 'consulta.fechas'],
      ['fechas_after=2025-01-01&fechas_before=2026-03-01', 'consulta.fechas'],
      ['estado=JUBILADO', 'consulta.estado'],
    ] as const) {
      const response = await call(
        'manager',
        'POST',
        URL,
        nueva({ pantalla: 'gerenciaComerciales', consulta }),
      );
      expect(response.statusCode, consulta).toBe(400);
      expect(Object.keys(response.json()), consulta).toEqual([campo]);
    }
  });

  it('answers 409 to a second view of the same name on the same screen, whatever its case', async () => {
    const primera = (await call('comercial', 'POST', URL, nueva())).json().id;
    const otra = (await call('comercial', 'POST', URL, nueva({ nombre: 'Otra' }))).json().id;
    try {
      for (const nombre of ['Vendidos de marzo', 'VENDIDOS DE MARZO']) {
        const repetida = await call('comercial', 'POST', URL, nueva({ nombre }));
        expect(repetida.statusCode).toBe(409);
        expect(repetida.json()).toEqual({ nombre: ['Ya tiene una vista con ese nombre'] });
      }
      const renombrada = await call('comercial', 'PUT', `${URL}${otra}/`, { nombre: 'vendidos de marzo' });
      expect(renombrada.statusCode).toBe(409);
      // Another screen, or the same view renamed to its own name in other case, is fine.
      const gerencia = await call(
        'manager',
        'POST',
        URL,
        nueva({ pantalla: 'gerenciaComerciales', consulta: '' }),
      );
      expect(gerencia.statusCode).toBe(201);
      await call('manager', 'DELETE', `${URL}${gerencia.json().id}/`);
      expect(
        (await call('comercial', 'PUT', `${URL}${primera}/`, { nombre: 'VENDIDOS de marzo' })).statusCode,
      ).toBe(200);
    } finally {
      await call('comercial', 'DELETE', `${URL}${primera}/`);
      await call('comercial', 'DELETE', `${URL}${otra}/`);
    }
  });

  it.each([
    ['a day that does not exist', { consulta: 'fecha_venta_after=2026-02-30' }, 'consulta.fecha_venta_after'],
    ['a consulta of 3000 characters', { consulta: `nombre=${'x'.repeat(2993)}` }, 'consulta'],
    ['a filter text longer than 200', { consulta: `nombre=${'x'.repeat(201)}` }, 'consulta.nombre'],
    ['a bad id in a filter', { consulta: 'comercial=abc' }, 'consulta.comercial'],
    ['an order the list cannot take', { consulta: 'ordering=password_hash' }, 'consulta.ordering'],
    ['a NUL byte in the consulta', { consulta: 'nombre=a%00b' }, 'consulta'],
    ['a NUL byte in the name', { nombre: 'a\u0000b' }, 'nombre'],
    ['a line break in the name', { nombre: 'a\nb' }, 'nombre'],
    ['an empty name', { nombre: '   ' }, 'nombre'],
    ['a name of 61 characters', { nombre: 'x'.repeat(61) }, 'nombre'],
    ['an unknown screen', { pantalla: 'rrhh' }, 'pantalla'],
    ['a sharing flag that is not a boolean', { compartida: 'si' }, 'compartida'],
  ])('answers 400 naming the field to %s', async (_name, extra, field) => {
    const response = await call('manager', 'POST', URL, nueva(extra));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toContain(field);
  });

  it('labels a bad filter in Spanish', async () => {
    const response = await call(
      'comercial',
      'POST',
      URL,
      nueva({ consulta: 'fecha_venta_after=2026-02-30' }),
    );
    expect(response.json()).toEqual({
      'consulta.fecha_venta_after': ['Fecha de venta: Fecha no válida (AAAA-MM-DD)'],
    });
  });

  it('answers 400 to a change that names nothing, and to a bad consulta on change', async () => {
    const id = (await call('comercial', 'POST', URL, nueva())).json().id;
    try {
      expect((await call('comercial', 'PUT', `${URL}${id}/`, {})).statusCode).toBe(400);
      const mala = await call('comercial', 'PUT', `${URL}${id}/`, {
        consulta: 'created_on_after=2026-13-01',
      });
      expect(mala.statusCode).toBe(400);
      expect(mala.json()).toHaveProperty(['consulta.created_on_after']);
    } finally {
      await call('comercial', 'DELETE', `${URL}${id}/`);
    }
  });

  it('answers 400 to a list without a screen or with an unknown one', async () => {
    expect((await call('comercial', 'GET', URL)).statusCode).toBe(400);
    expect((await call('comercial', 'GET', `${URL}?pantalla=__proto__`)).statusCode).toBe(400);
  });

  it.each(['0', '-1', '99999999999', 'abc', '1.5'])(
    'answers 400 or 404, never 500, to the id %s',
    async (id) => {
      for (const [method, payload] of [
        ['PUT', { nombre: 'x' }],
        ['DELETE', undefined],
      ] as const) {
        const response = await call('comercial', method, `${URL}${id}/`, payload);
        expect([400, 404]).toContain(response.statusCode);
      }
    },
  );

  it('refuses more than 50 views on one screen', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 50; i += 1)
      ids.push(
        (await call('comercial', 'POST', URL, nueva({ nombre: `Vista ${i}`, consulta: '' }))).json().id,
      );
    try {
      const una = await call('comercial', 'POST', URL, nueva({ nombre: 'Una más' }));
      expect(una.statusCode).toBe(409);
      expect(una.json().detail).toContain('50 vistas');
    } finally {
      for (const id of ids) await call('comercial', 'DELETE', `${URL}${id}/`);
    }
  });
});
