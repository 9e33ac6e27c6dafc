import { segmentLabel } from '@ventas/domain/servicios/segment-labels';
import { beforeAll, describe, expect, it } from 'vitest';
import { PIPELINE_LISTA_PATHS, type TarjetaPipeline } from '@ventas/domain/ofertas/pipeline-contract';
import { madridOffsetMs } from '@ventas/domain/time/madrid';
import { estadoOfertaLabel } from '@ventas/domain/ofertas/oferta-estados';
import type { Role } from '../../../../test/support/catalogue-caller';
import { exportedRows } from '../../../../test/support/exported-sheet';
import { untilTaskEnds } from '../../../../test/support/task-wait';
import { tarjetasTras, type PipelineCursor } from './pipeline.repository';
import { pipelineListaQuerySchema } from '@ventas/domain/ofertas/pipeline-contract';
import {
  HOSTIL,
  listaAs,
  startPipelineListaTest,
  type PipelineListaTest,
} from './pipeline-lista.test-support';

let t: PipelineListaTest;

beforeAll(async () => {
  t = await startPipelineListaTest();
});

const HEADERS = [
  'Oferta',
  'Cliente',
  'Comercial',
  'Estado',
  'Operador',
  'Segmento',
  'Total mensual (€)',
  'Creada',
  'Actualizada',
];

/** An instant as ExcelJS reads an Excel date-time back: Madrid's wall clock, written as UTC. */
const madridCell = (iso: string) => new Date(Date.parse(iso) + madridOffsetMs(Date.parse(iso)));

/** The sheet row a list row should be: labels, names, a number for the euros, dates as dates. */
const sheetRowOf = (row: TarjetaPipeline): unknown[] =>
  [
    row.id,
    row.cliente.nombre.startsWith('=') ? `'${row.cliente.nombre}` : row.cliente.nombre,
    row.comercial?.nombre_completo ?? null,
    estadoOfertaLabel(row.estado),
    row.operador,
    // 'PARTICULAR' reads 'Particular': the label the screens show.
    row.segmento === null ? null : segmentLabel(row.segmento),
    row.precio_total === null ? null : Number(row.precio_total),
    madridCell(row.created_on),
    madridCell(row.updated_on),
  ].map((cell) => cell ?? undefined);

const exportar = (role: Role, query: string) =>
  exportedRows(t.call, role, `${PIPELINE_LISTA_PATHS.exportar}?${query}`);

async function listaEntera(role: Role, query: string): Promise<TarjetaPipeline[]> {
  return (await listaAs(t.call, role, `${query}&itemsPerPage=100`)).results as unknown as TarjetaPipeline[];
}

describe('GET /api/atenciones/ofertas/pipeline/lista/download-xlsx/ (issue 31 §2)', () => {
  it.each([
    ['manager', ''],
    ['manager', 'estado=1&estado=7&ordering=precio_total'],
    ['manager', 'operador=A&ordering=-created_on'],
    ['comercial', ''],
    ['comercial', 'ordering=updated_on'],
  ] as const)("writes %s's list for '%s' row for row, in its order", async (role, query) => {
    const rows = await exportar(role, query);
    expect(rows[0]).toEqual(HEADERS);
    const lista = await listaEntera(role, query);
    expect(lista.length).toBeGreaterThan(0);
    // ExcelJS leaves an empty cell out at a row's end and as a hole before it.
    expect(rows.slice(1).map((row) => [...row, ...Array(HEADERS.length - row.length)])).toEqual(
      lista.map(sheetRowOf),
    );
  });

  it('writes the status as its label, the euros as a number and the dates as dates', async () => {
    const [, fila] = await exportar('manager', `ordering=id&estado=2`);
    expect(fila).toEqual([
      t.of.dos,
      'Ana Propia',
      expect.any(String),
      'Presentada',
      'B',
      'Negocios',
      45.5,
      // 22:30 UTC on 31 March is 00:30 on 1 April in Madrid (CEST).
      new Date('2026-04-01T00:30:00Z'),
      new Date('2026-04-02T12:00:00Z'),
    ]);
  });

  it('keeps a customer name that looks like a formula inert', async () => {
    const rows = await exportar('comercial', 'estado=7');
    expect(rows[1]?.[1]).toBe(`'${HOSTIL}`);
  });

  it('exports the same rows as json, with the codes', async () => {
    const started = await t.call('manager', 'GET', `${PIPELINE_LISTA_PATHS.exportar}?format=json&estado=1`);
    expect(started.statusCode, started.body).toBe(200);
    const status = await untilTaskEnds(async () =>
      (await t.call('manager', 'GET', `/api/utils/task-status/${started.json().task_id}/`)).json(),
    );
    expect(status.state, status.error ?? '').toBe('SUCCESS');
    const file = await t.call(
      'manager',
      'GET',
      `/api/utils/get-xlsx-files/?filename=${status.result?.filename}`,
    );
    expect(JSON.parse(file.body)).toEqual([
      expect.objectContaining({ id: t.of.uno, estado: '1', cliente: 'Ana Propia', precio_total: 100 }),
      expect.objectContaining({ id: t.of.cuatro, estado: '1', cliente: 'Carla Ajena', precio_total: 20 }),
    ]);
  });

  it("never writes another distributor's offers", async () => {
    const rows = await exportedRows(t.otherCall, 'admin', PIPELINE_LISTA_PATHS.exportar);
    expect(rows.slice(1).map((row) => row[6])).toEqual([999]);
  });

  it.each([
    ['format=pdf', 'format'],
    ['estado=9', 'estado'],
    ['segmento=OTRO', 'segmento'],
    ['ordering=cliente', 'ordering'],
    ['created_on_before=2026-13-01', 'created_on_before'],
  ])('refuses %s with a 400 before queueing a job', async (query, param) => {
    const response = await t.call('manager', 'GET', `${PIPELINE_LISTA_PATHS.exportar}?${query}`);
    expect(response.statusCode, response.body).toBe(400);
    expect(Object.keys(response.json())).toContain(param);
  });
});

describe('the export batches (keyset on the list order)', () => {
  /** The list's ids read a batch of `limit` at a time, as the job reads them. */
  async function porLotes(ordering: string, limit: number): Promise<number[]> {
    const query = pipelineListaQuerySchema.parse({ ordering });
    const { manager } = t.tenant.accounts;
    const viewer = { accountId: manager.id, roleId: 3 as const, isAdmin: false, groups: [] };
    const ids: number[] = [];
    let after: PipelineCursor | null = null;
    // A cursor that does not move on would read the same batch for ever: a few more than needed.
    for (let reads = 0; reads < 10; reads++) {
      const cursorAt = after;
      const batch: Awaited<ReturnType<typeof tarjetasTras>> = await t.database.tenant(t.tenant.id, (tx) =>
        tarjetasTras(tx, viewer, query, cursorAt, limit),
      );
      ids.push(...batch.map((row) => row.tarjeta.id));
      if (batch.length < limit) break;
      after = batch[batch.length - 1]?.cursor ?? null;
    }
    return ids;
  }

  it.each(['-updated_on', 'updated_on', 'precio_total', '-precio_total', 'created_on', '-id'])(
    'meets every row once, in the order %s, past ties, shared milliseconds and a missing price',
    async (ordering) => {
      const lista = (await listaAs(t.call, 'manager', `ordering=${ordering}`)).results.map((row) => row.id);
      expect(await porLotes(ordering, 1)).toEqual(lista);
      expect(await porLotes(ordering, 2)).toEqual(lista);
    },
  );
});
