import {
  MENSAJES_PROTECCION,
  NOMBRE_SUPRIMIDO,
  type EstadoSupresion,
  type Supresion,
} from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import type { ClienteViewer } from '@ventas/domain/telework/cliente-scope';
import type { Database } from '../../db/database';
import { conflict } from '../../http/app-error';
import { requireVisibleCliente } from '../clientes/clientes.public';
import { marcarTelefonos } from '../no-llamar/no-llamar.public';
import { abrirLibroAcceso } from './acceso.xlsx';
import { auditoriaDeCliente, datosDeCliente } from './acceso.query';
import {
  borrarDatosPersonales,
  fijarNoLlamar,
  ocultarEnAuditoria,
  suprimidoEl,
  telefonosDe,
  telefonosEnLista,
} from './supresion.repository';

/** Audit entries read per transaction while the access file is written. */
const PAGINA_AUDITORIA = 1000;

export function createProteccionDatosService(database: Database) {
  return {
    estado: (tenantId: number, user: ClienteViewer, clienteId: number): Promise<EstadoSupresion> =>
      database.tenant(tenantId, async (tx) => {
        await requireVisibleCliente(tx, user, clienteId);
        const el = await suprimidoEl(tx, clienteId);
        return { id: clienteId, suprimido_el: el ? el.toISOString() : null };
      }),

    /**
     * The access file. The record, phones, attentions, offers, notes and opt-outs are read in one
     * transaction; the log follows in pages of its own transactions (keyset on the entry id), so
     * a customer with thousands of entries never holds the database while the file is written.
     */
    async acceso(tenantId: number, user: ClienteViewer, clienteId: number): Promise<Buffer> {
      const datos = await database.tenant(tenantId, async (tx) => {
        await requireVisibleCliente(tx, user, clienteId);
        return datosDeCliente(tx, clienteId);
      });
      const libro = abrirLibroAcceso(datos);
      let despuesDe = 0;
      for (;;) {
        const pagina = await database.tenant(tenantId, (tx) =>
          auditoriaDeCliente(tx, clienteId, despuesDe, PAGINA_AUDITORIA),
        );
        await libro.auditoria(pagina);
        const ultima = pagina.at(-1);
        if (!ultima || pagina.length < PAGINA_AUDITORIA) break;
        despuesDe = Number(ultima.id);
      }
      return libro.terminar();
    },

    /**
     * The erasure, in one transaction: the phones on the do-not-call list for good, every
     * personal value cleared, the customer marked erased, and the log's copies hidden. The
     * customer row, attentions, offers and packages stay, so every figure counts as before.
     * The log records who erased and when (the customer's UPDATE entry with `suprimido_el`).
     */
    suprimir: (tenantId: number, user: ClienteViewer, clienteId: number): Promise<Supresion> =>
      database.tenant(tenantId, async (tx) => {
        await requireVisibleCliente(tx, user, clienteId, { forUpdate: true });
        if (await suprimidoEl(tx, clienteId)) throw conflict({ detail: MENSAJES_PROTECCION.yaSuprimido });
        const telefonos = await telefonosDe(tx, clienteId);
        await marcarTelefonos(tx, telefonos, {
          clienteId,
          fuente: 'supresion',
          motivo: '',
          createdBy: user.accountId,
        });
        await fijarNoLlamar(tx, clienteId, telefonos);
        await borrarDatosPersonales(tx, clienteId);
        await ocultarEnAuditoria(tx, clienteId);
        const el = await suprimidoEl(tx, clienteId);
        return {
          id: clienteId,
          nombre: NOMBRE_SUPRIMIDO,
          suprimido_el: (el ?? new Date()).toISOString(),
          telefonos_no_llamar: await telefonosEnLista(tx, clienteId),
        };
      }),
  };
}
