/**
 * The catalogue import benchmark's sheets: `rows` rows of one import table, about 80 % new, 15 %
 * updates of rows the tenant has (matched by their natural key, with a changed price and
 * links) and 5 % refused for different reasons, in a fixed order (no randomness), written with
 * ExcelJS's streaming writer. The headers are the import's own (import-columns.ts).
 */
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { ImportTable } from '@ventas/domain/servicios/catalogue-transfer-contract';
import { type Database } from '../../apps/api/src/db/database';
import { rowsOf } from './bench-rows';
import { IMPORT_COLUMNS } from '../../apps/api/src/features/catalogo/transfer/import-columns';

type Cells = Record<string, ExcelJS.CellValue>;

/** What the tenant has that the rows point to, read once before the sheet is built. */
interface Existing {
  tariffs: Array<{ id: number; name: string; operator: string }>;
  terminals: Array<{ id: number; name: string; operator: string }>;
  installments: Array<{ terminal_id: number; object_id: number }>;
  promotions: Map<string, number[]>;
  lines: Map<string, number[]>;
  svas: Map<string, number[]>;
  seguros: Map<string, number[]>;
}

const OPERATORS = ['A', 'B', 'C', 'D', 'DBL'];
const TERMINAL_OPERATORS = ['A', 'B', 'C', 'D'];
const BAD_SHARE = 20; // one row in 20 is refused
const UPDATE_SHARE = 0.15;

async function readExisting(database: Database, tenantId: number): Promise<Existing> {
  const query = async <T>(text: string) =>
    rowsOf<T>(await database.owner.execute(sql.raw(text.replaceAll('$t', String(tenantId)))));
  const byOperator = async (table: string) => {
    const map = new Map<string, number[]>();
    for (const row of await query<{ operator: string; ids: number[] }>(
      `SELECT operator, array_agg(id ORDER BY id) AS ids FROM ${table} WHERE tenant_id = $t GROUP BY 1`,
    ))
      map.set(row.operator, row.ids);
    return map;
  };
  return {
    tariffs: await query(`SELECT id, name, operator FROM tarifas WHERE tenant_id = $t ORDER BY id`),
    terminals: await query(`SELECT id, name, operator FROM terminales WHERE tenant_id = $t ORDER BY id`),
    installments: await query(
      `SELECT terminal_id, object_id FROM installments WHERE tenant_id = $t AND installment_type = 'tarifa' ORDER BY id`,
    ),
    promotions: await byOperator('promociones'),
    lines: await byOperator('adicionales'),
    svas: await byOperator('svas'),
    seguros: await byOperator('seguros'),
  };
}

const pick = (ids: readonly number[] | undefined, i: number, count: number) =>
  ids && ids.length > 0
    ? [...new Set(Array.from({ length: count }, (_, k) => ids[(i * 7 + k * 13) % ids.length]!))].join(', ')
    : null;
const price = (i: number, base: number) => (base + (i % 9000) / 100).toFixed(2);

/**
 * The refused rows, each kind in turn: a negative price, an unknown link (or insurance, or
 * tariff), a formula, an unknown operator (or terminal), and the natural key of an earlier new
 * row ("Repite … de la fila N"). `fresh` is a new row of its own.
 */
function badCells(table: ImportTable, kind: number, fresh: Cells, firstNew: Cells): Cells {
  switch (kind % 5) {
    case 0:
      return { ...fresh, [priceField(table)]: '-5' };
    case 1:
      return table === 'tarifas'
        ? { ...fresh, promotions: '999999' }
        : { ...fresh, [table === 'terminales' ? 'seguro' : 'object_id']: 999_999 };
    case 2:
      return { ...fresh, [priceField(table)]: { formula: 'SUM(1,2)', result: 3 } };
    case 3:
      return table === 'installments' ? { ...fresh, terminal: 999_999 } : { ...fresh, operator: 'ZZ' };
    default:
      return { ...firstNew, [priceField(table)]: '1.00' };
  }
}

const priceField = (table: ImportTable) =>
  table === 'tarifas' ? 'price_value' : table === 'terminales' ? 'price' : 'month_price';

function tariffRow(existing: Existing, i: number, update: boolean): Cells {
  if (update) {
    const tariff = existing.tariffs[(i * 31) % existing.tariffs.length]!;
    return {
      name: tariff.name,
      operator: tariff.operator,
      category: 'Fijo',
      segment: 'PARTICULAR',
      price_value: price(i, 30),
      is_active: 'Sí',
      promotions: pick(existing.promotions.get(tariff.operator), i + 1, 2),
      additional_lines: pick(existing.lines.get(tariff.operator), i + 1, 1),
      svas: pick(existing.svas.get(tariff.operator), i + 1, 1),
    };
  }
  const operator = OPERATORS[i % OPERATORS.length]!;
  return {
    name: `Tarifa importada ${i}`,
    operator,
    category: ['Fijo', 'Móvil', 'Convergente'][i % 3] ?? 'Fijo',
    segment: i % 2 === 0 ? 'PARTICULAR' : 'NEGOCIOS',
    price_value: price(i, 10),
    payment_type: 'Pospago',
    color: '#1565c0',
    is_active: i % 10 === 9 ? 'No' : 'Sí',
    promotions: pick(existing.promotions.get(operator), i, 3),
    additional_lines: pick(existing.lines.get(operator), i, 2),
    svas: pick(existing.svas.get(operator), i, 2),
  };
}

function terminalRow(existing: Existing, i: number, update: boolean): Cells {
  if (update) {
    const terminal = existing.terminals[(i * 31) % existing.terminals.length]!;
    return { name: terminal.name, operator: terminal.operator, brand: 'Marca', price: price(i, 200) };
  }
  const operator = TERMINAL_OPERATORS[i % TERMINAL_OPERATORS.length]!;
  return {
    name: `Terminal importado ${i}`,
    operator,
    brand: ['Samsung', 'Apple', 'Xiaomi'][i % 3] ?? null,
    price: price(i, 150),
    seguro: existing.seguros.get(operator)?.[i % 4] ?? null,
    devices: i % 30,
    page_url: `https://example.com/terminal/${i}`,
    description: 'Pantalla 6,5", 5G.',
    is_active: 'Sí',
  };
}

/** New installments pair terminals and tariffs that have none yet (terminal-major, skipping used pairs). */
function installmentRows(existing: Existing) {
  const used = new Set(existing.installments.map((row) => `${row.terminal_id}:${row.object_id}`));
  let cursor = 0;
  return (i: number, update: boolean): Cells => {
    const money = { initial_price: '0', final_price: '0', is_active: 'Sí' };
    if (update) {
      const row = existing.installments[(i * 31) % existing.installments.length]!;
      return {
        terminal: row.terminal_id,
        installment_type: 'tarifa',
        object_id: row.object_id,
        month_price: price(i, 5),
        ...money,
      };
    }
    for (;;) {
      const terminal = existing.terminals[cursor % existing.terminals.length]!;
      const tariff = existing.tariffs[(cursor * 7919) % existing.tariffs.length]!;
      cursor += 1;
      if (used.has(`${terminal.id}:${tariff.id}`)) continue;
      used.add(`${terminal.id}:${tariff.id}`);
      return {
        terminal: terminal.id,
        installment_type: 'tarifa',
        object_id: tariff.id,
        month_price: price(i, 8),
        ...money,
      };
    }
  };
}

export interface BuiltSheet {
  path: string;
  rows: number;
  /** Rows of each kind as built (the report should agree). */
  planned: { create: number; update: number; refuse: number };
}

/** Writes the sheet to `path`. Updates touch distinct rows (a second touch would be refused). */
export async function buildImportSheet(
  database: Database,
  tenantId: number,
  table: ImportTable,
  rows: number,
  path: string,
): Promise<BuiltSheet> {
  const existing = await readExisting(database, tenantId);
  const installment = installmentRows(existing);
  const rowOf = (i: number, update: boolean): Cells =>
    table === 'tarifas'
      ? tariffRow(existing, i, update)
      : table === 'terminales'
        ? terminalRow(existing, i, update)
        : installment(i, update);
  const columns = IMPORT_COLUMNS[table];
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: path, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Datos');
  sheet.addRow(columns.map((column) => column.header)).commit();
  const planned = { create: 0, update: 0, refuse: 0 };
  const updateEvery = Math.round(1 / UPDATE_SHARE);
  let firstNew: Cells | null = null;
  let updates = 0;
  const maxUpdates = table === 'installments' ? existing.installments.length : existing.tariffs.length;
  for (let i = 0; i < rows; i++) {
    let cells: Cells;
    if (i % BAD_SHARE === BAD_SHARE - 1 && firstNew) {
      cells = badCells(table, Math.floor(i / BAD_SHARE), rowOf(i, false), firstNew);
      planned.refuse += 1;
    } else if (i % updateEvery === 3 && updates < Math.min(maxUpdates, existing.terminals.length)) {
      cells = rowOf(updates, true);
      updates += 1;
      planned.update += 1;
    } else {
      cells = rowOf(i, false);
      firstNew ??= cells;
      planned.create += 1;
    }
    sheet.addRow(columns.map((column) => cells[column.field] ?? null)).commit();
  }
  sheet.commit();
  await workbook.commit();
  return { path, rows, planned };
}
