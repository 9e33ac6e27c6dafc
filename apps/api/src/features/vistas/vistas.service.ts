import { hasLevel } from '@ventas/domain/permissions/access-rule';
import {
  MAX_VISTAS_POR_PANTALLA,
  MENSAJES_VISTAS,
  type PantallaVista,
  type Vista,
  type VistaCambio,
  type VistaNueva,
} from '@ventas/domain/vistas/vistas-contract';
import type { Database, TenantTx } from '../../db/database';
import { conflict, forbidden, notFound } from '../../http/app-error';
import type { RequestUser } from '../../http/fastify-types';
import { normalizarConsulta } from './vista-consulta';
import {
  actualizarVista,
  borrarVista,
  cuantasVistas,
  insertarVista,
  nombreOcupado,
  vistaPropia,
  vistasVisibles,
} from './vistas.repository';

/** Saved views (issue 15): everyone keeps their own; a Manager or above may share theirs. */

const duplicada = () => conflict({ nombre: [MENSAJES_VISTAS.duplicada] });

function exigirResponsable(user: RequestUser): void {
  if (!hasLevel(user, 'manager')) throw forbidden(MENSAJES_VISTAS.noCompartir);
}

async function leerPropia(tx: TenantTx, user: RequestUser, id: number): Promise<Vista> {
  const vista = await vistaPropia(tx, user.accountId, id);
  if (!vista) throw notFound(MENSAJES_VISTAS.noEncontrada);
  return vista;
}

export function createVistasService(database: Database) {
  return {
    listar(tenantId: number, user: RequestUser, pantalla: PantallaVista): Promise<Vista[]> {
      return database.tenant(tenantId, (tx) => vistasVisibles(tx, user.accountId, pantalla));
    },

    crear(tenantId: number, user: RequestUser, nueva: VistaNueva): Promise<Vista> {
      if (nueva.compartida) exigirResponsable(user);
      const consulta = normalizarConsulta(nueva.pantalla, nueva.consulta);
      return database.tenant(tenantId, async (tx) => {
        if (await nombreOcupado(tx, user.accountId, nueva, null)) throw duplicada();
        if ((await cuantasVistas(tx, user.accountId, nueva.pantalla)) >= MAX_VISTAS_POR_PANTALLA)
          throw conflict({ detail: MENSAJES_VISTAS.demasiadas });
        const id = await insertarVista(tx, user.accountId, { ...nueva, consulta });
        if (id === null) throw duplicada();
        return leerPropia(tx, user, id);
      });
    },

    /** Only what the body names changes; the screen never does. */
    cambiar(tenantId: number, user: RequestUser, id: number, cambio: VistaCambio): Promise<Vista> {
      return database.tenant(tenantId, async (tx) => {
        const actual = await leerPropia(tx, user, id);
        if (cambio.compartida === true && !actual.compartida) exigirResponsable(user);
        const nombre = cambio.nombre ?? actual.nombre;
        if (
          cambio.nombre !== undefined &&
          (await nombreOcupado(tx, user.accountId, { ...actual, nombre }, id))
        )
          throw duplicada();
        const consulta =
          cambio.consulta === undefined
            ? actual.consulta
            : normalizarConsulta(actual.pantalla, cambio.consulta);
        const compartida = cambio.compartida ?? actual.compartida;
        if (!(await actualizarVista(tx, id, { nombre, consulta, compartida }))) throw duplicada();
        return leerPropia(tx, user, id);
      });
    },

    async borrar(tenantId: number, user: RequestUser, id: number): Promise<void> {
      const borrada = await database.tenant(tenantId, (tx) => borrarVista(tx, user.accountId, id));
      if (!borrada) throw notFound(MENSAJES_VISTAS.noEncontrada);
    },
  };
}
