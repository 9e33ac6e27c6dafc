import { adicionalFormSchema } from '@ventas/domain/servicios/adicional-contract';
import { promocionFormSchema } from '@ventas/domain/servicios/promocion-contract';
import { svaFormSchema } from '@ventas/domain/servicios/sva-contract';
import type { TenantTx } from '../../database';
import { adicionales, promociones, svas } from '../../schema/servicios';
import { demoAdicionales, demoSvas, PROMOCIONES, promotionKey } from './extras';
import { insertLinks, keyIds, type KeyIds } from './keyed-rows';
import { DEMO_OPERATORS, priceEntries, type CatalogueDates, type PriceEntry } from './prices';

/** What tariffs link to: promotions, then additional lines and SVAs with their promotions. */

export async function insertPromociones(tx: TenantTx, dates: CatalogueDates): Promise<KeyIds> {
  const items = DEMO_OPERATORS.flatMap((operator) =>
    PROMOCIONES.map((promocion) => ({ ...promocion, key: promotionKey(operator, promocion.code), operator })),
  );
  const rows = await tx
    .insert(promociones)
    .values(
      items.map((item) => {
        const form = promocionFormSchema.parse({
          name: item.name,
          amount: item.amount,
          amount_unit: item.amountUnit,
          duration: item.duration,
          duration_unit: item.durationUnit,
          operator: item.operator,
        });
        return {
          tenantId: tx.tenantId,
          name: form.name,
          amount: form.amount,
          amountUnit: form.amount_unit,
          duration: form.duration,
          durationUnit: form.duration_unit,
          operator: form.operator,
          createdOn: dates.since,
          updatedOn: dates.since,
        };
      }),
    )
    .returning({ id: promociones.id, name: promociones.name });
  return keyIds(items, rows);
}

/** Additional lines and SVAs, with their promotions. */
export async function insertLines(
  tx: TenantTx,
  dates: CatalogueDates,
  promotionIds: KeyIds,
  history: PriceEntry[],
): Promise<KeyIds> {
  const stamps = { tenantId: tx.tenantId, createdOn: dates.since, updatedOn: dates.since };
  const lines = demoAdicionales();
  const lineRows = await tx
    .insert(adicionales)
    .values(
      lines.map((line) => {
        const form = adicionalFormSchema.parse({
          name: line.name,
          max_number: line.maxNumber,
          operator: line.operator,
          segment: line.segment,
          price_value: line.price,
          mobile_line_info: {
            price: { base_fee: line.price },
            mobile_line_data: { amount: line.dataGb, unit: 'GB' },
            mobile_line_voice: { amount: null, unit: 'min' },
          },
        });
        return {
          ...stamps,
          ...sharedColumns(form),
          maxNumber: form.max_number,
          mobileLineInfo: form.mobile_line_info,
        };
      }),
    )
    .returning({ id: adicionales.id, name: adicionales.name });
  const lineIds = keyIds(lines, lineRows, (line, id) =>
    history.push(...priceEntries('adicional', id, line, dates)),
  );
  const extras = demoSvas();
  const svaRows = await tx
    .insert(svas)
    .values(
      extras.map((sva) => {
        const form = svaFormSchema.parse({
          name: sva.name,
          price_value: sva.price,
          more_info: sva.moreInfo,
          permanence: sva.permanence,
          operator: sva.operator,
          segment: sva.segment,
        });
        return { ...stamps, ...sharedColumns(form), moreInfo: form.more_info, permanence: form.permanence };
      }),
    )
    .returning({ id: svas.id, name: svas.name });
  const svaIds = keyIds(extras, svaRows, (sva, id) => history.push(...priceEntries('sva', id, sva, dates)));
  await insertLinks(tx, 'adicional_promociones', lines, lineIds, promotionIds, (line) => line.promotions);
  await insertLinks(tx, 'sva_promociones', extras, svaIds, promotionIds, (sva) => sva.promotions);
  return { ...lineIds, ...svaIds };
}

/** The columns a tariff, an additional line and an SVA share. */
export const sharedColumns = (form: {
  name: string;
  operator: string;
  segment: string;
  is_active: boolean;
}) => ({
  name: form.name,
  operator: form.operator,
  segment: form.segment,
  isActive: form.is_active,
});
