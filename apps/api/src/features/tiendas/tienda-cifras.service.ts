import { ESTADOS_CUENTA } from '@ventas/domain/cuentas/account-constants';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { hasLevel } from '@ventas/domain/permissions/access-rule';
import { madridToday } from '@ventas/domain/time/madrid';
import type { TiendaCifras } from '@ventas/domain/tiendas/tienda-cifras-contract';
import { cumplimientoDeTienda, mesDeTienda, ventanaDelMes } from '@ventas/domain/tiendas/tienda-cifras';
import { MENSAJES_TIENDA as M } from '@ventas/domain/tiendas/tienda-contract';
import type { Database } from '../../db/database';
import { forbidden } from '../../http/app-error';
import type { RequestUser } from '../../http/fastify-types';
import { createEquipoService } from '../calculadora/calculadora.public';
import { cuentasDeGerencia } from '../comerciales/comerciales.public';
import { figurasPorComercial } from '../gerencia/gerencia.public';
import { readTienda } from './tiendas.repository';
import { tiendaNoEncontrada } from './tiendas.service';

/**
 * A store's month (issue 17): Gerencia's figures of its commercials over the month's SPEC §9
 * period, counted by Gerencia's one query module (decision 121) over every customer, as Manager
 * and above see them there, so the store's numbers are Gerencia's for the same commercials and
 * dates; and the calculator's team view of the same commercials for the calendar month, with the
 * store's attainment per family (domain `cumplimientoDeTienda`). Manager and above read any
 * store; a Comercial only the store they work in, with their own row only.
 */
export function createTiendaCifrasService(database: Database) {
  const equipo = createEquipoService(database);
  return {
    async cifras(
      tenantId: number,
      user: RequestUser,
      id: number,
      pedido: Mes | undefined,
    ): Promise<TiendaCifras> {
      const mes = pedido ?? mesDeTienda(madridToday());
      const ventana = ventanaDelMes(mes);
      const gerente = hasLevel(user, 'manager');
      const { tienda, figuras } = await database.tenant(tenantId, async (tx) => {
        const tienda = await readTienda(tx, id);
        if (!tienda) throw tiendaNoEncontrada();
        if (!gerente && !tienda.comerciales.some((c) => c.id === user.accountId))
          throw forbidden(M.cifrasSoloPropia);
        const ids = tienda.comerciales.map((c) => c.id);
        // Every customer, whoever asks: a Comercial reads the same store figures as management,
        // not the store counted over their own Teletrabajo scope.
        const alcance = { accountId: user.accountId, seesAll: true };
        return { tienda, figuras: await figurasPorComercial(tx, ids, ventana, alcance) };
      });
      const ids = tienda.comerciales.map((c) => c.id);
      // Every state: a commercial on leave or gone mid-month still sold in it.
      const datos = await equipo.equipoMes(
        tenantId,
        user,
        { month_year_updated_on: mes, estado: 'ALTA' },
        (tx) => cuentasDeGerencia(tx, { estados: ESTADOS_CUENTA, tipos: [], ids }),
      );
      const delMes = new Map(datos.comerciales.map((c) => [c.id, c]));
      const visibles = gerente
        ? tienda.comerciales
        : tienda.comerciales.filter((c) => c.id === user.accountId);
      return {
        tienda: { id: tienda.id, nombre: tienda.nombre },
        mes: textoMes(mes),
        ventana,
        cerrado: datos.cerrado,
        figuras: figuras.total,
        cumplimiento: cumplimientoDeTienda(datos.comerciales),
        comerciales: visibles.map((comercial) => {
          const calculo = delMes.get(comercial.id);
          return {
            id: comercial.id,
            nombre: comercial.nombre,
            // figurasPorComercial answers every id it is given (zeros for none).
            ...figuras.porComercial.get(comercial.id)!,
            consecucion_total: calculo?.consecucion_total ?? '0.00',
            objetivos: (calculo?.objetivos ?? []).map((o) => ({
              familia: o.familia,
              familia_nombre: o.familia_nombre,
              objetivo: o.objetivo,
              consecucion: o.consecucion,
              objetivo_porc: o.objetivo_porc,
            })),
          };
        }),
      };
    },
  };
}
