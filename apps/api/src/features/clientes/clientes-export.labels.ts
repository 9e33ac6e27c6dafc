import { and, eq, inArray } from 'drizzle-orm';
import { segmentLabel } from '@ventas/domain/servicios/segment-labels';
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

/**
 * Lists whose values are the domain's codes: a tenant label that is still the code ('PARTICULAR',
 * as the demo once seeded it) and a value the list lacks read as the domain's label ('Particular').
 */
const CODE_LABEL_OF: Partial<Record<keyof ClienteExportRow, (code: string) => string>> = {
  segmento: segmentLabel,
};

/**
 * One small read per export. A value the list lacks (since renamed or removed) stays as it is, or
 * reads as its label when it is one of the domain's codes.
 */
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
    const ofCode = CODE_LABEL_OF[key] ?? ((code: string) => code);
    labels[key] = (code) => ofCode(list?.get(code) ?? code);
  }
  return labels;
}
