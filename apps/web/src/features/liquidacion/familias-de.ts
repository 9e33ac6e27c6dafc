import type { UpfrontListado } from '@ventas/domain/liquidacion/liquidacion-contract';

/** The families the entries map to, once each, by name (Spanish order). */
export function familiasDe(rows: readonly UpfrontListado[]): Array<{ id: number; nombre: string }> {
  const byId = new Map<number, string>();
  for (const row of rows) if (row.familia_id !== null) byId.set(row.familia_id, row.familia_nombre ?? '');
  return [...byId]
    .map(([id, nombre]) => ({ id, nombre }))
    .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es') || a.id - b.id);
}
