import type { HolidayForm, HolidayRow, HolidaysQuery } from '@ventas/domain/cuentas/holidays-contract';
import type { Database } from '../../db/database';
import type { RequestUser } from '../../http/fastify-types';
import { comercialPedido, idsVisibles } from '../comerciales/comerciales.public';
import { createHoliday, deleteHoliday, listHolidays, updateHoliday } from './holidays.repository';

/** SPEC §7 Holidays, each call in one tenant transaction. */
export function createHolidaysService(database: Database) {
  return {
    /** Reading follows decision 83: one commercial the caller may pick, else all they may see. */
    listar: (tenantId: number, user: RequestUser, query: HolidaysQuery): Promise<HolidayRow[]> => {
      const { start, end, commercial } = query;
      return database.tenant(tenantId, async (tx) => {
        if (commercial === undefined) return listHolidays(tx, { start, end }, idsVisibles(user));
        const cuenta = await comercialPedido(tx, user, commercial);
        return listHolidays(tx, { start, end }, null, cuenta.id);
      });
    },

    crear: (tenantId: number, form: HolidayForm): Promise<HolidayRow> =>
      database.tenant(tenantId, (tx) => createHoliday(tx, form)),

    cambiar: (tenantId: number, id: number, form: HolidayForm): Promise<HolidayRow> =>
      database.tenant(tenantId, (tx) => updateHoliday(tx, id, form)),

    borrar: (tenantId: number, id: number): Promise<void> =>
      database.tenant(tenantId, (tx) => deleteHoliday(tx, id)),
  };
}
