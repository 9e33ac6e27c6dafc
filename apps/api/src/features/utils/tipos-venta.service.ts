import {
  claveTipoVenta,
  codigoNuevoTipoVenta,
  MENSAJES_TIPO_VENTA,
} from '@ventas/domain/opciones/tipos-venta';
import type {
  TipoVentaAdmin,
  TipoVentaCambio,
  TipoVentaNuevo,
} from '@ventas/domain/opciones/tipos-venta-contract';
import type { Database, TenantTx } from '../../db/database';
import { conflict, invalid, notFound } from '../../http/app-error';
import * as repository from './tipos-venta.repository';

/**
 * Administración's sale types (issue 29 §5). Each write locks the distributor's types first
 * (lockTiposVenta), so writes run one after another and every check reads the list as it is.
 * A package stores a type's code (`valor`), which never changes: a rename changes only the label
 * every screen shows, a deactivated type is no longer offered but its packages keep it, and a
 * type some package holds cannot be deleted (409).
 */

/** PostgreSQL's unique_violation, as either driver reports it. */
const isUniqueViolation = (error: unknown) => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
};

const admin = (row: repository.TipoVentaRow, paquetes: number): TipoVentaAdmin => ({
  id: row.id,
  value: row.valor,
  label: row.etiqueta,
  orden: row.orden,
  activo: row.activo,
  paquetes,
});

/** Two types may not share a name, whatever its case, accents or spacing. */
function comprobarEtiquetaLibre(
  tipos: readonly repository.TipoVentaRow[],
  etiqueta: string,
  id: number | null,
) {
  const clave = claveTipoVenta(etiqueta);
  const otro = tipos.find((tipo) => tipo.id !== id && claveTipoVenta(tipo.etiqueta) === clave);
  if (otro) throw invalid({ label: [MENSAJES_TIPO_VENTA.repetido(otro.etiqueta)] });
}

function buscar(tipos: readonly repository.TipoVentaRow[], id: number): repository.TipoVentaRow {
  const tipo = tipos.find((row) => row.id === id);
  if (!tipo) throw notFound(MENSAJES_TIPO_VENTA.noEncontrado);
  return tipo;
}

async function listTiposVenta(tx: TenantTx): Promise<TipoVentaAdmin[]> {
  const [tipos, usos] = [await repository.readTiposVenta(tx), await repository.paquetesPorTipo(tx)];
  return tipos.map((tipo) => admin(tipo, usos.get(tipo.valor) ?? 0));
}

/** A new type, active, last: coded from its label (a number added while that code is taken). */
async function createTipoVenta(tx: TenantTx, form: TipoVentaNuevo): Promise<TipoVentaAdmin> {
  const tipos = await repository.lockTiposVenta(tx);
  comprobarEtiquetaLibre(tipos, form.label, null);
  const valor = codigoNuevoTipoVenta(form.label, new Set(tipos.map((tipo) => tipo.valor)));
  const orden = Math.max(-1, ...tipos.map((tipo) => tipo.orden)) + 1;
  // With no type left to lock, two adds of one name both get here: the code's unique key refuses one.
  const id = await repository
    .insertTipoVenta(tx, { valor, etiqueta: form.label, orden })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) throw invalid({ label: [MENSAJES_TIPO_VENTA.repetido(form.label)] });
      throw error;
    });
  return admin({ id, valor, etiqueta: form.label, orden, activo: true }, 0);
}

async function updateTipoVenta(tx: TenantTx, id: number, cambio: TipoVentaCambio): Promise<TipoVentaAdmin> {
  const tipos = await repository.lockTiposVenta(tx);
  const tipo = buscar(tipos, id);
  if (cambio.label !== undefined) comprobarEtiquetaLibre(tipos, cambio.label, id);
  const values = {
    ...(cambio.label === undefined ? {} : { etiqueta: cambio.label }),
    ...(cambio.activo === undefined ? {} : { activo: cambio.activo }),
  };
  await repository.updateTipoVenta(tx, id, values);
  const usos = await repository.paquetesPorTipo(tx, tipo.valor);
  return admin({ ...tipo, ...values }, usos.get(tipo.valor) ?? 0);
}

/** Deletes a type no package holds; one in use is a 409 that says to deactivate it instead. */
async function deleteTipoVenta(tx: TenantTx, id: number): Promise<void> {
  const tipo = buscar(await repository.lockTiposVenta(tx), id);
  await repository.lockForDelete(tx, id);
  const paquetes = (await repository.paquetesPorTipo(tx, tipo.valor)).get(tipo.valor) ?? 0;
  if (paquetes > 0) throw conflict({ detail: MENSAJES_TIPO_VENTA.enUso(tipo.etiqueta, paquetes) });
  await repository.deleteTipoVenta(tx, id);
}

/** The new order: every type of the distributor once (a list that misses or adds one is a 400). */
async function reorderTiposVenta(tx: TenantTx, ids: readonly number[]): Promise<TipoVentaAdmin[]> {
  const tipos = await repository.lockTiposVenta(tx);
  const propios = new Set(tipos.map((tipo) => tipo.id));
  if (ids.length !== propios.size || !ids.every((id) => propios.has(id)))
    throw invalid({ ids: [MENSAJES_TIPO_VENTA.orden] });
  await repository.reorderTiposVenta(tx, ids);
  return listTiposVenta(tx);
}

/** Each call in one tenant transaction, its writes serialised by the lock above. */
export function createTiposVentaService(database: Database) {
  return {
    listar: (tenantId: number): Promise<TipoVentaAdmin[]> => database.tenant(tenantId, listTiposVenta),

    crear: (tenantId: number, form: TipoVentaNuevo): Promise<TipoVentaAdmin> =>
      database.tenant(tenantId, (tx) => createTipoVenta(tx, form)),

    cambiar: (tenantId: number, id: number, cambio: TipoVentaCambio): Promise<TipoVentaAdmin> =>
      database.tenant(tenantId, (tx) => updateTipoVenta(tx, id, cambio)),

    borrar: (tenantId: number, id: number): Promise<void> =>
      database.tenant(tenantId, (tx) => deleteTipoVenta(tx, id)),

    reordenar: (tenantId: number, ids: readonly number[]): Promise<TipoVentaAdmin[]> =>
      database.tenant(tenantId, (tx) => reorderTiposVenta(tx, ids)),
  };
}
