import { count, eq } from 'drizzle-orm';
import { tarifaFormSchema } from '@ventas/domain/servicios/tarifa-contract';
import type { Database, TenantTx } from '../database';
import { tiposObjetivo } from '../schema/catalogos';
import { priceHistory, tarifas, upfrontHistory } from '../schema/servicios';
import { idOf, insertLinks, keyIds, type KeyIds, type LinkTable } from './demo-catalogue/keyed-rows';
import { catalogueDates, priceEntries, type CatalogueDates, type PriceEntry } from './demo-catalogue/prices';
import { demoTarifas, type DemoTarifa } from './demo-catalogue/tarifas';
import { insertLines, insertPromociones, sharedColumns } from './demo-catalogue/write-lines';
import { insertInstallments, insertTerminales } from './demo-catalogue/write-terminales';

/**
 * The demo tenants' catalogue (issue 12): tariffs of operators A, B, D and DBL in both segments
 * and every category, with their promotions, additional lines and SVAs; insurances; terminals with
 * installments; a price history with a past and a scheduled change. Rows go straight in with
 * Drizzle, a statement per table (the app's write path costs ~12 statements per item), each form
 * first parsed by the domain schema the API parses it with, and every priced item gets its first
 * price-history entry as catalogue-writes.ts records on create. Skipped if the tenant has tariffs.
 */
export async function seedDemoCatalogue(database: Database, tenantId: number, now = new Date()) {
  await database.tenant(tenantId, async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(tarifas);
    if ((existing?.n ?? 0) > 0) return;
    const dates = catalogueDates(now);
    const history: PriceEntry[] = [];
    const items = demoTarifas();
    const promotionIds = await insertPromociones(tx, dates);
    const lineIds = await insertLines(tx, dates, promotionIds, history);
    const tarifaIds = await insertTarifas(tx, dates, items, { ...promotionIds, ...lineIds }, history);
    const terminalIds = await insertTerminales(tx, dates, history);
    await insertInstallments(tx, dates, terminalIds, items, { ...tarifaIds, ...lineIds });
    // A scheduled entry is recorded today, for a day to come.
    await tx
      .insert(priceHistory)
      .values(
        history.map((entry) => ({ tenantId, ...entry, createdOn: entry.fecha < now ? entry.fecha : now })),
      );
    await insertUpfronts(tx, dates, items, tarifaIds);
  });
}

async function insertTarifas(
  tx: TenantTx,
  dates: CatalogueDates,
  items: readonly DemoTarifa[],
  linkedIds: KeyIds,
  history: PriceEntry[],
): Promise<KeyIds> {
  const rows = await tx
    .insert(tarifas)
    .values(
      items.map((item) => {
        const form = tarifaFormSchema.parse({
          name: item.name,
          category: item.category,
          color: item.color,
          commercial_enrichment: item.commercialEnrichment,
          payment_type: item.paymentType,
          price_value: item.price,
          operator: item.operator,
          segment: item.segment,
          fixed_line_info: item.fixedLineInfo,
          mobile_line_info: item.mobileLineInfo,
        });
        return {
          tenantId: tx.tenantId,
          ...sharedColumns(form),
          category: form.category,
          color: form.color,
          commercialEnrichment: form.commercial_enrichment,
          paymentType: form.payment_type,
          fixedLineInfo: form.fixed_line_info,
          mobileLineInfo: form.mobile_line_info,
          createdOn: dates.since,
          updatedOn: item.previousPrice ? dates.changed : dates.since,
        };
      }),
    )
    .returning({ id: tarifas.id, name: tarifas.name });
  const ids = keyIds(items, rows, (item, id) => history.push(...priceEntries('tarifa', id, item, dates)));
  const links: Array<[LinkTable, (item: DemoTarifa) => string[]]> = [
    ['tarifa_promociones', (item) => item.promotions],
    ['tarifa_adicionales', (item) => item.adicionales],
    ['tarifa_svas', (item) => item.svas],
  ];
  for (const [table, targets] of links) await insertLinks(tx, table, items, ids, linkedIds, targets);
  return ids;
}

/** An upfront per tariff (SPEC §3 Upfront history), counted towards its objective type if the tenant has it. */
async function insertUpfronts(
  tx: TenantTx,
  dates: CatalogueDates,
  items: readonly DemoTarifa[],
  tarifaIds: KeyIds,
) {
  const families = new Map(
    (
      await tx
        .select({ id: tiposObjetivo.id, nombre: tiposObjetivo.nombre })
        .from(tiposObjetivo)
        .where(eq(tiposObjetivo.tenantId, tx.tenantId))
    ).map((row) => [row.nombre, row.id]),
  );
  await tx.insert(upfrontHistory).values(
    items.map((item) => ({
      tenantId: tx.tenantId,
      contentType: 'tarifa',
      objectId: idOf(tarifaIds, item.key),
      // A commission of one and a half months of the tariff, to the euro.
      upfront: String(Math.round((item.cents * 1.5) / 100)),
      familiaObjetivoId: families.get(item.familia) ?? null,
      fecha: dates.since,
      createdOn: dates.since,
    })),
  );
}
