import { seguroFormSchema } from '@ventas/domain/servicios/seguro-contract';
import { terminalFormSchema } from '@ventas/domain/servicios/terminal-contract';
import type { TenantTx } from '../../database';
import { installments, seguros, terminales } from '../../schema/servicios';
import { idOf, keyIds, type KeyIds } from './keyed-rows';
import { priceEntries, type CatalogueDates, type PriceEntry } from './prices';
import type { DemoTarifa } from './tarifas';
import { demoInstallments, demoSeguros, demoTerminales } from './terminales';

/** Insurances, then terminals (each with its band's insurance). */
export async function insertTerminales(
  tx: TenantTx,
  dates: CatalogueDates,
  history: PriceEntry[],
): Promise<KeyIds> {
  const stamps = { tenantId: tx.tenantId, createdOn: dates.since, updatedOn: dates.since };
  const cover = demoSeguros();
  const seguroRows = await tx
    .insert(seguros)
    .values(
      cover.map((seguro) => {
        const form = seguroFormSchema.parse({
          name: seguro.name,
          operator: seguro.operator,
          price: seguro.price,
          tramo: seguro.tramo,
        });
        return {
          ...stamps,
          name: form.name,
          operator: form.operator,
          isActive: form.is_active,
          tramo: form.tramo,
        };
      }),
    )
    .returning({ id: seguros.id, name: seguros.name });
  const seguroIds = keyIds(cover, seguroRows, (seguro, id) =>
    history.push(...priceEntries('seguro', id, seguro, dates)),
  );
  const devices = demoTerminales();
  const rows = await tx
    .insert(terminales)
    .values(
      devices.map((device) => {
        const form = terminalFormSchema.parse({
          name: device.name,
          brand: device.brand,
          description: device.description,
          seguro: idOf(seguroIds, device.seguro),
          price: device.price,
          devices: device.devices,
          operator: device.operator,
        });
        return {
          ...stamps,
          name: form.name,
          brand: form.brand,
          description: form.description,
          seguroId: form.seguro,
          devices: form.devices,
          isActive: form.is_active,
          operator: form.operator,
        };
      }),
    )
    .returning({ id: terminales.id, name: terminales.name });
  return keyIds(devices, rows, (device, id) => history.push(...priceEntries('terminal', id, device, dates)));
}

/** Terminals financed on tariffs and additional lines (`objectIds` holds both kinds). */
export async function insertInstallments(
  tx: TenantTx,
  dates: CatalogueDates,
  terminalIds: KeyIds,
  tarifas: readonly DemoTarifa[],
  objectIds: KeyIds,
): Promise<void> {
  await tx.insert(installments).values(
    demoInstallments(demoTerminales(), tarifas).map((installment) => ({
      tenantId: tx.tenantId,
      terminalId: idOf(terminalIds, installment.terminal),
      installmentType: installment.type,
      objectId: idOf(objectIds, installment.object),
      initialPrice: installment.initialPrice,
      monthPrice: installment.monthPrice,
      finalPrice: installment.finalPrice,
      createdOn: dates.since,
      updatedOn: dates.since,
    })),
  );
}
