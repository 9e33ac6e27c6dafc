import type { TenantTx } from '../../database';
import {
  adicionalPromociones,
  svaPromociones,
  tarifaAdicionales,
  tarifaPromociones,
  tarifaSvas,
} from '../../schema/servicios';

/** Demo items are named by keys ('A:tarifa:PARTICULAR:Móvil 25GB') until they have ids. */
export type KeyIds = Record<string, number>;

/**
 * The ids of inserted items by key. `INSERT ... VALUES ... RETURNING` answers in the order of
 * its VALUES on PostgreSQL (Django's bulk_create relies on it too); the names prove it here, so a
 * different order would fail the seed instead of mislinking it. `each` sees every item with its id.
 */
export function keyIds<Item extends { key: string; name: string }>(
  items: readonly Item[],
  rows: ReadonlyArray<{ id: number; name: string }>,
  each?: (item: Item, id: number) => void,
): KeyIds {
  const ids: KeyIds = {};
  items.forEach((item, index) => {
    const row = rows[index];
    if (row?.name !== item.name) throw new Error(`Catálogo de demostración: ${item.key} sin fila`);
    ids[item.key] = row.id;
    each?.(item, row.id);
  });
  return ids;
}

const LINK_TABLES = {
  tarifa_promociones: tarifaPromociones,
  tarifa_adicionales: tarifaAdicionales,
  tarifa_svas: tarifaSvas,
  adicional_promociones: adicionalPromociones,
  sva_promociones: svaPromociones,
} as const;
export type LinkTable = keyof typeof LINK_TABLES;

/** One many-to-many link table's rows for every item, in one statement. */
export async function insertLinks<Item extends { key: string }>(
  tx: TenantTx,
  table: LinkTable,
  items: readonly Item[],
  ownIds: KeyIds,
  targetIds: KeyIds,
  targets: (item: Item) => readonly string[],
): Promise<void> {
  const rows = items.flatMap((item) =>
    targets(item).map((target) => ({
      tenantId: tx.tenantId,
      leftId: idOf(ownIds, item.key),
      rightId: idOf(targetIds, target),
    })),
  );
  if (rows.length > 0) await tx.insert(LINK_TABLES[table]).values(rows);
}

export function idOf(ids: KeyIds, key: string): number {
  const id = ids[key];
  if (id === undefined) throw new Error(`Catálogo de demostración: falta ${key}`);
  return id;
}
