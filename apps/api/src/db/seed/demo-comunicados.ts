import type { Database } from '../database';
import { comunicadoReceivers, comunicados } from '../schema/comunicados';

const DAY_MS = 86_400_000;

/** The demo's communications: one of today (the top bar's badge), older ones, one already read. */
const DEMO_COMUNICADOS = [
  {
    title: 'Nuevas tarifas de fibra',
    body: 'Desde hoy están disponibles las nuevas tarifas de fibra de 1 Gb. Revisad el catálogo antes de ofertar.',
    priority: 'HIGH',
    daysAgo: 0,
    read: false,
  },
  {
    title: 'Cierre de mes',
    body: 'Recordad actualizar el estado de las ofertas antes del último día laborable del mes.',
    priority: 'MEDIUM',
    daysAgo: 3,
    read: false,
  },
  {
    title: 'Formación del jueves',
    body: 'El jueves a las 10:00 hay formación sobre el nuevo configurador de ofertas en la sala 2.',
    priority: 'LOW',
    daysAgo: 9,
    read: true,
  },
] as const;

/** Sends every demo communication to each of `accountIds`. */
export async function seedDemoComunicados(database: Database, tenantId: number, accountIds: number[]) {
  await database.tenant(tenantId, async (tx) => {
    for (const item of DEMO_COMUNICADOS) {
      const createdOn = new Date(Date.now() - item.daysAgo * DAY_MS);
      const [row] = await tx
        .insert(comunicados)
        .values({
          tenantId,
          messageTitle: item.title,
          messageBody: item.body,
          priority: item.priority,
          createdOn,
        })
        .returning({ id: comunicados.id });
      await tx.insert(comunicadoReceivers).values(
        accountIds.map((accountId) => ({
          tenantId,
          comunicadoId: row!.id,
          accountId,
          isRead: item.read,
          readOn: item.read ? createdOn : null,
        })),
      );
    }
  });
}
