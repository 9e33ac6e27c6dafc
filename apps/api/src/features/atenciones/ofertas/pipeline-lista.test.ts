import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_PAGE } from '@ventas/domain/http/page';
import { PIPELINE_LISTA_PATHS } from '@ventas/domain/ofertas/pipeline-contract';
import { listaAs, startPipelineListaTest, type PipelineListaTest } from './pipeline-lista.test-support';

let t: PipelineListaTest;

beforeAll(async () => {
  t = await startPipelineListaTest();
});

const ids = async (role: 'manager' | 'comercial', query = '') =>
  (await listaAs(t.call, role, query)).results.map((row) => row.id);

describe('GET /api/atenciones/ofertas/pipeline/lista/ (issue 31 §2)', () => {
  it("lists a Manager's offers of every status, last worked first, as the board's cards", async () => {
    const page = await listaAs(t.call, 'manager');
    const { uno, dos, tres, cuatro, cinco } = t.of;
    // dos and uno share a millisecond; tres and cuatro an instant, where the later id goes first.
    expect(page.results.map((row) => row.id)).toEqual([uno, dos, cuatro, tres, cinco]);
    expect(page.count).toBe(5);
    expect(page.results[1]).toEqual({
      id: dos,
      estado: 2,
      cliente: { id: expect.any(Number), nombre: 'Ana Propia' },
      comercial: { id: t.tenant.accounts.comercial.id, nombre_completo: expect.any(String) },
      precio_total: '45.50',
      operador: 'B',
      segmento: 'NEGOCIOS',
      created_on: '2026-03-31T22:30:00.000Z',
      updated_on: '2026-04-02T10:00:00.000Z',
      activacion_solicitada: null,
    });
  });

  it("keeps a Comercial to their customers' offers and the unassigned ones'", async () => {
    expect(await ids('comercial')).toEqual([t.of.uno, t.of.dos, t.of.tres, t.of.cinco]);
  });

  it("never shows another distributor's offers", async () => {
    const response = await t.otherCall('admin', 'GET', PIPELINE_LISTA_PATHS.lista);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.count).toBe(1);
    expect(page.results[0].precio_total).toBe('999.00');
    expect(page.results.map((row: { id: number }) => row.id)).not.toContain(t.of.uno);
  });

  it.each([
    ['estado=1', ['uno', 'cuatro']],
    ['estado=1&estado=4', ['uno', 'cuatro', 'tres']],
    ['estado[]=2&estado[]=7', ['dos', 'cinco']],
    ['estado=2,4', ['dos', 'tres']],
    ['operador=B', ['dos']],
    ['segmento=NEGOCIOS', ['dos']],
    // Whole Madrid days: 22:30 UTC on 31 March is 1 April there.
    ['created_on_after=2026-04-01&created_on_before=2026-04-30', ['dos']],
    ['created_on_after=2026-03-10&created_on_before=2026-03-20&estado=1', ['uno', 'cuatro']],
  ] as const)('narrows the list by %s', async (query, expected) => {
    expect(await ids('manager', query)).toEqual(expected.map((name) => t.of[name]));
  });

  it("narrows by the offer's commercial", async () => {
    expect(await ids('manager', `comercial=${t.tenant.accounts.manager.id}`)).toEqual([t.of.cuatro]);
  });

  it.each([
    // An offer without a price comes last either way.
    ['precio_total', ['cuatro', 'dos', 'tres', 'uno', 'cinco']],
    ['-precio_total', ['uno', 'tres', 'dos', 'cuatro', 'cinco']],
    ['created_on', ['cinco', 'uno', 'tres', 'cuatro', 'dos']],
    ['-created_on', ['dos', 'cuatro', 'tres', 'uno', 'cinco']],
    ['id', ['uno', 'dos', 'tres', 'cuatro', 'cinco']],
    ['updated_on', ['cinco', 'tres', 'cuatro', 'dos', 'uno']],
  ] as const)('orders by %s', async (ordering, expected) => {
    expect(await ids('manager', `ordering=${ordering}`)).toEqual(expected.map((name) => t.of[name]));
  });

  it('counts what the board counts, for the same filters', async () => {
    for (const query of ['', 'operador=A', 'created_on_after=2026-03-01&created_on_before=2026-03-31']) {
      const board = await t.call('manager', 'GET', `/api/atenciones/ofertas/pipeline/?${query}`);
      expect((await listaAs(t.call, 'manager', query)).count).toBe(board.json().count);
    }
  });

  it('pages as every list does', async () => {
    const first = await listaAs(t.call, 'manager', 'itemsPerPage=2&page=1');
    const third = await listaAs(t.call, 'manager', 'itemsPerPage=2&page=3');
    expect([first.results.length, third.results.length, third.count]).toEqual([2, 1, 5]);
    expect(third.results[0]?.id).toBe(t.of.cinco);
    const past = await t.call('manager', 'GET', `${PIPELINE_LISTA_PATHS.lista}?itemsPerPage=2&page=4`);
    expect(past.statusCode).toBe(404);
    expect(past.json().detail).toBe(INVALID_PAGE);
  });

  it.each([
    ['estado=8', 'estado', 'Identificador no válido'],
    ['estado=0', 'estado', 'Identificador no válido'],
    ["estado=1'%20OR%201=1--", 'estado', 'Identificador no válido'],
    ['estado=99999999999', 'estado', 'Identificador no válido'],
    ['comercial=-1', 'comercial', 'Identificador no válido'],
    ['segmento=OTRO', 'segmento', 'Valor no válido'],
    ['created_on_after=2026-02-30', 'created_on_after', 'Fecha no válida'],
    ['ordering=cliente', 'ordering', 'Orden no válido'],
    ['ordering=-precio_total;DROP', 'ordering', 'Orden no válido'],
    ['itemsPerPage=100000', 'itemsPerPage', 'Debe ser un número entero'],
    ['page=0', 'page', 'Debe ser un número entero'],
  ])('refuses %s with a 400 naming the parameter in Spanish', async (query, param, message) => {
    const response = await t.call('manager', 'GET', `${PIPELINE_LISTA_PATHS.lista}?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()[param]?.join(' ')).toContain(message);
  });

  it('is refused without a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: PIPELINE_LISTA_PATHS.lista,
      headers: { host: t.tenant.host },
    });
    expect(response.statusCode).toBe(401);
  });
});
