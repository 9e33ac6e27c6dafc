import { and, eq, inArray } from 'drizzle-orm';
import type { TenantTx } from '../../db/database';
import { opciones } from '../../db/schema/catalogos';
import type { ColumnLabels } from '../../lists/list-export';
import type { ClienteExportRow } from './clientes-query';

/**
 * Columns whose values come from the tenant's option lists (GET /api/utils/opciones/, the
 * `opciones` table): the form and the filters show each value's `etiqueta`, so the file does too.
 */
const OPTION_LIST_OF: Partial<Record<keyof ClienteExportRow, string>> = {
  segmento: 'segmento',
  isp_actual: 'isp',
  razon_no_interesado: 'razon_no_interesado',
};

/** One small read per export; a value the list lacks (since renamed or removed) stays as it is. */
export async function clientesTenantLabels(tx: TenantTx): Promise<ColumnLabels<ClienteExportRow>> {
  const rows = await tx
    .select({ tipo: opciones.tipo, valor: opciones.valor, etiqueta: opciones.etiqueta })
    .from(opciones)
    .where(and(eq(opciones.tenantId, tx.tenantId), inArray(opciones.tipo, Object.values(OPTION_LIST_OF))));
  const byList = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const list = byList.get(row.tipo) ?? new Map<string, string>();
    list.set(row.valor, row.etiqueta);
    byList.set(row.tipo, list);
  }
  const labels: ColumnLabels<ClienteExportRow> = {};
  for (const [key, tipo] of Object.entries(OPTION_LIST_OF) as [keyof ClienteExportRow, string][]) {
    const list = byList.get(tipo);
    if (list) labels[key] = (code) => list.get(code) ?? code;
  }
  return labels;
}
