import { MENSAJES_TIENDA as M, type Tienda, type TiendaForm } from '@ventas/domain/tiendas/tienda-contract';
import type { Database, TenantTx } from '../../db/database';
import { invalid, notFound } from '../../http/app-error';
import { comprobarCuentas } from '../comerciales/comerciales.public';
import {
  asignables,
  deleteTienda,
  insertTienda,
  listTiendas,
  readTienda,
  setComerciales,
  updateTienda,
  type TiendaColumns,
} from './tiendas.repository';

export const tiendaNoEncontrada = () => notFound(M.noEncontrada);

/** 400 on `comerciales` unless every id is a live account of this tenant of type TIENDA. */
async function comprobarComerciales(tx: TenantTx, ids: readonly number[]): Promise<void> {
  await comprobarCuentas(tx, 'comerciales', ids);
  const deTienda = await asignables(tx, ids);
  const otros = ids.filter((id) => !deTienda.has(id));
  if (otros.length > 0) throw invalid({ comerciales: [M.noTienda(otros)] });
}

const columnasDe = ({ comerciales: _comerciales, ...columnas }: TiendaForm): TiendaColumns => columnas;

/**
 * Issue 17 "Tiendas": everyone in group A reads the stores, Admin and above write them. A write
 * and its commercials (moved from any other store) are one transaction: a refused commercial
 * leaves nothing written.
 */
export function createTiendasService(database: Database) {
  async function guardarComerciales(tx: TenantTx, id: number, ids: number[] | undefined) {
    if (ids === undefined) return;
    await comprobarComerciales(tx, ids);
    await setComerciales(tx, id, ids);
  }

  async function leida(tx: TenantTx, id: number): Promise<Tienda> {
    const tienda = await readTienda(tx, id);
    if (!tienda) throw tiendaNoEncontrada();
    return tienda;
  }

  return {
    list: (tenantId: number): Promise<Tienda[]> => database.tenant(tenantId, listTiendas),

    create: (tenantId: number, form: TiendaForm): Promise<Tienda> =>
      database.tenant(tenantId, async (tx) => {
        const id = await insertTienda(tx, columnasDe(form));
        await guardarComerciales(tx, id, form.comerciales);
        return leida(tx, id);
      }),

    update: (tenantId: number, id: number, form: TiendaForm): Promise<Tienda> =>
      database.tenant(tenantId, async (tx) => {
        if (!(await updateTienda(tx, id, columnasDe(form)))) throw tiendaNoEncontrada();
        await guardarComerciales(tx, id, form.comerciales);
        return leida(tx, id);
      }),

    remove: (tenantId: number, id: number): Promise<void> =>
      database.tenant(tenantId, async (tx) => {
        if (!(await deleteTienda(tx, id))) throw tiendaNoEncontrada();
      }),
  };
}
