import type { Page } from '@ventas/domain/http/page';
import { MENSAJES_REGISTRO } from '@ventas/domain/importaciones/importacion-aplicar';
import type {
  FilaImportacion,
  FilasQuery,
  Importacion,
} from '@ventas/domain/importaciones/importacion-contract';
import { MENSAJES_FICHERO } from '@ventas/domain/importaciones/importacion-fichero';
import type {
  IMPORTACIONES_FILTERS,
  IMPORTACIONES_ORDERABLE,
} from '@ventas/domain/importaciones/importaciones-list';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/app-error';
import type { ListQuery } from '@ventas/domain/http/list-query';
import { readTablePage, readTableRow } from '../../lists/table-list';
import { mapeoDeOrigen, type MapeoPorCabecera } from './fichero-mapeo';
import { filasDeMuestra } from './filas-muestra';
import { estadoDe } from './importacion.repository';
import { IMPORTACIONES_LIST } from './importaciones.list';

type ImportacionesQuery = ListQuery<typeof IMPORTACIONES_FILTERS, (typeof IMPORTACIONES_ORDERABLE)[number]>;

/**
 * Issue 17 "Lead-list import": the reads behind its routes, each in one tenant transaction. A
 * 404 or 409 is raised once the transaction has ended, as the routes did before this service.
 * Starting a dry run, an apply or an undo: simulacion-inicio.ts and aplicar-inicio.ts.
 */
export function createImportacionesService(database: Database) {
  return {
    /** The origin's saved mapping (null when never imported into). */
    async mapeo(tenantId: number, origenId: number): Promise<MapeoPorCabecera | null> {
      const mapeo = await database.tenant(tenantId, (tx) => mapeoDeOrigen(tx, origenId));
      if (mapeo === undefined) throw notFound(MENSAJES_FICHERO.origenNoEncontrado);
      return mapeo;
    },

    /** A page of one class's sample rows; 404 when the import is not this tenant's. */
    filas: (tenantId: number, id: number, query: FilasQuery): Promise<Page<FilaImportacion>> =>
      database.tenant(tenantId, async (tx) => {
        await estadoDe(tx, id);
        return filasDeMuestra(tx, id, query);
      }),

    /** Before the dry run ends there is no whole classification to give (409). */
    async exigirSimulada(tenantId: number, id: number): Promise<void> {
      const estado = await database.tenant(tenantId, (tx) => estadoDe(tx, id));
      if (estado === 'SIMULANDO' || estado === 'FALLIDA')
        throw conflict({ detail: MENSAJES_FICHERO.noSimulada });
    },

    listar: (tenantId: number, query: ImportacionesQuery): Promise<Page<Importacion>> =>
      database.tenant(tenantId, (tx) => readTablePage(tx, IMPORTACIONES_LIST, query)),

    async leer(tenantId: number, id: number): Promise<Importacion> {
      const row = await database.tenant(tenantId, (tx) => readTableRow(tx, IMPORTACIONES_LIST, id));
      if (!row) throw notFound(MENSAJES_REGISTRO.noEncontrada);
      return row;
    },
  };
}
