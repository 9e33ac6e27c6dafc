import type { Page } from '@ventas/domain/http/page';
import {
  MENSAJES_NO_LLAMAR,
  type FuenteNoLlamar,
  type NO_LLAMAR_FILTERS,
  type NO_LLAMAR_ORDERABLE,
  type NoLlamar,
} from '@ventas/domain/no-llamar/no-llamar-contract';
import {
  IMPORTAR_MAX_FILAS,
  leerFilasTelefono,
  MENSAJES_IMPORTAR,
  resultadoImportar,
  type FilaTelefono,
  type ResultadoImportar,
} from '@ventas/domain/no-llamar/no-llamar-importacion';
import { hasLevel } from '@ventas/domain/permissions/access-rule';
import type { ClienteViewer } from '@ventas/domain/telework/cliente-scope';
import type { Database, TenantTx } from '../../db/database';
import { conflict, forbidden, invalid, notFound } from '../../http/app-error';
import type { ListQuery } from '@ventas/domain/http/list-query';
import { readTablePage, readTableRow } from '../../lists/table-list';
import { requireVisibleCliente } from '../clientes/clientes.public';
import { NO_LLAMAR_LIST } from './no-llamar.list';
import {
  fuenteDe,
  idDeTelefono,
  marcarTelefonos,
  noLlamarDeCliente,
  retirarTelefono,
  telefonosDeCliente,
} from './no-llamar.repository';

const M = MENSAJES_NO_LLAMAR;

type NoLlamarQuery = ListQuery<typeof NO_LLAMAR_FILTERS, (typeof NO_LLAMAR_ORDERABLE)[number]>;

/** What marking one phone answers: its row, and whether this call put it there. */
export interface Marcado {
  fila: NoLlamar;
  nuevo: boolean;
}

async function filaDe(tx: TenantTx, telefono: string): Promise<NoLlamar> {
  const id = await idDeTelefono(tx, telefono);
  const fila = id === null ? null : await readTableRow(tx, NO_LLAMAR_LIST, id);
  if (!fila) throw new Error(`no_llamar: ${telefono} not found after marking`);
  return fila;
}

/**
 * The do-not-call rules. Anyone who may work a customer marks that customer's phones while on
 * the call (the customer's visibility rule, 404 otherwise); a bare phone is Admin and above.
 * Marking is idempotent: a phone already on the list keeps its first date, source and author.
 */
export function createNoLlamarService(database: Database) {
  return {
    listar: (tenantId: number, query: NoLlamarQuery): Promise<Page<NoLlamar>> =>
      database.tenant(tenantId, (tx) => readTablePage(tx, NO_LLAMAR_LIST, query)),

    marcar: (
      tenantId: number,
      user: ClienteViewer,
      input: { telefono: string; motivo: string; cliente?: number | null | undefined },
    ): Promise<Marcado> =>
      database.tenant(tenantId, async (tx) => {
        const clienteId = input.cliente ?? null;
        if (clienteId === null && !hasLevel(user, 'admin')) throw forbidden(M.soloAdmin);
        if (clienteId !== null) {
          await requireVisibleCliente(tx, user, clienteId);
          if (!(await telefonosDeCliente(tx, clienteId)).includes(input.telefono))
            throw invalid({ telefono: [M.noEsDelCliente] });
        }
        const fuente: FuenteNoLlamar = clienteId === null ? 'manual' : 'cliente';
        const nuevos = await marcarTelefonos(tx, [input.telefono], {
          clienteId,
          fuente,
          motivo: input.motivo,
          createdBy: user.accountId,
        });
        return { fila: await filaDe(tx, input.telefono), nuevo: nuevos > 0 };
      }),

    marcarCliente: (tenantId: number, user: ClienteViewer, clienteId: number, motivo: string) =>
      database.tenant(tenantId, async (tx) => {
        await requireVisibleCliente(tx, user, clienteId);
        const telefonos = await telefonosDeCliente(tx, clienteId);
        if (telefonos.length === 0) throw invalid({ cliente: [M.clienteSinTelefonos] });
        await marcarTelefonos(tx, telefonos, {
          clienteId,
          fuente: 'cliente',
          motivo,
          createdBy: user.accountId,
        });
        return { telefonos: await noLlamarDeCliente(tx, clienteId) };
      }),

    deCliente: (tenantId: number, user: ClienteViewer, clienteId: number) =>
      database.tenant(tenantId, async (tx) => {
        await requireVisibleCliente(tx, user, clienteId);
        return { telefonos: await noLlamarDeCliente(tx, clienteId) };
      }),

    /**
     * A SuperAdmin withdraws an opt-out entered by mistake or revoked by its owner. The phone of
     * an erased customer stays: erasure cannot be undone (issue 17).
     */
    retirar: (tenantId: number, id: number) =>
      database.tenant(tenantId, async (tx) => {
        const fuente = await fuenteDe(tx, id);
        if (fuente === null) throw notFound(M.noEncontrado);
        if (fuente === 'supresion') throw conflict({ detail: M.noRetirable });
        await retirarTelefono(tx, id);
      }),

    /** The whole file in one statement and one transaction: all of it is written, or nothing. */
    importar: (
      tenantId: number,
      user: ClienteViewer,
      filas: readonly FilaTelefono[],
    ): Promise<ResultadoImportar> =>
      database.tenant(tenantId, async (tx) => {
        const leidas = leerFilasTelefono(filas);
        if (leidas.filas === 0) throw invalid({ file: [MENSAJES_IMPORTAR.vacio] });
        if (leidas.filas > IMPORTAR_MAX_FILAS) throw invalid({ file: [MENSAJES_IMPORTAR.demasiadas] });
        const nuevos = await marcarTelefonos(tx, leidas.telefonos, {
          clienteId: null,
          fuente: 'lista',
          motivo: '',
          createdBy: user.accountId,
        });
        return resultadoImportar(leidas, nuevos);
      }),
  };
}

export type NoLlamarService = ReturnType<typeof createNoLlamarService>;
