import type { Mes } from '@ventas/domain/calculadora/mes';
import type { ObjetivoForm, ObjetivoRow } from '@ventas/domain/calculadora/objetivos-contract';
import type { Database } from '../../db/database';
import type { RequestUser } from '../../http/fastify-types';
import { idsVisibles } from '../comerciales/comerciales.public';
import { exigirMesAbierto } from './meses-cerrados.repository';
import { copyObjetivos, createObjetivo, deleteObjetivo, updateObjetivo } from './objetivos.repository';

/**
 * The objectives' writes (decision 84), each in one tenant transaction; a closed month's are
 * refused with a 409 (exigirMesAbierto, in the repository's writes).
 */
export function createObjetivosService(database: Database) {
  return {
    crear: (tenantId: number, form: ObjetivoForm): Promise<ObjetivoRow> =>
      database.tenant(tenantId, (tx) => createObjetivo(tx, form)),

    cambiar: (tenantId: number, id: number, form: ObjetivoForm): Promise<ObjetivoRow> =>
      database.tenant(tenantId, (tx) => updateObjetivo(tx, id, form)),

    borrar: (tenantId: number, id: number): Promise<void> =>
      database.tenant(tenantId, (tx) => deleteObjetivo(tx, id)),

    /**
     * `desde`'s objectives copied into the next month: a Manager's team's (and their own), Admin
     * and above the whole tenant's (decision 84). How many were written.
     */
    copiarAlMesSiguiente: (tenantId: number, user: RequestUser, desde: Mes): Promise<number> => {
      const visibles = idsVisibles(user);
      return database.tenant(tenantId, (tx) => copyObjetivos(tx, desde, visibles));
    },

    /** The 409 of a closed month, for the objectives' import before its file is stored. */
    exigirMesAbierto: (tenantId: number, mes: Mes): Promise<void> =>
      database.tenant(tenantId, (tx) => exigirMesAbierto(tx, mes)),
  };
}

export type ObjetivosService = ReturnType<typeof createObjetivosService>;
