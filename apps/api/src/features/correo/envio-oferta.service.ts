import {
  correoCabeceraSchema,
  MENSAJES_ENVIO_CORREO,
  renderPlantillaCorreo,
  type EnvioOfertaAnswer,
  type EnvioOfertaRequest,
} from '@ventas/domain/ofertas/envio-correo-contract';
import type { Database, TenantTx } from '../../db/database';
import type { RequestTenant, RequestUser } from '../../http/fastify-types';
import { conflict, invalid } from '../../http/app-error';
import { insertJob } from '../../jobs/jobs.repository';
import { cambiarEstadoOferta, requireVisibleOferta } from '../atenciones/atenciones.public';
import { insertNota } from '../notas-cliente/notas-cliente.public';
import { readCorreoDistribuidor } from './correo-config.repository';
import { ENVIO_OFERTA_KIND, type TrabajoEnvioOferta } from './envio-oferta.job';
import { notaEnvio } from './envio-oferta-notas';
import { insertEnvio, readContactoCliente, readEmailCuenta, setJobEnvio } from './envios-oferta.repository';

const PENDIENTE = 1;
const PRESENTADA = 2;

/** The address asked for, or the customer's; a stored address is checked as a typed one. */
function destinatario(pedido: string | undefined, delCliente: string | null | undefined): string {
  if (pedido !== undefined) return pedido;
  if (!delCliente) throw invalid({ para: [MENSAJES_ENVIO_CORREO.sinDestinatario] });
  const parsed = correoCabeceraSchema.safeParse(delCliente);
  if (!parsed.success) throw invalid({ para: [MENSAJES_ENVIO_CORREO.correoClienteNoValido] });
  return parsed.data;
}

async function responderA(tx: TenantTx, accountId: number): Promise<string | null> {
  const parsed = correoCabeceraSchema.safeParse(await readEmailCuenta(tx, accountId));
  return parsed.success ? parsed.data : null;
}

/**
 * POST /api/atenciones/oferta/{id}/enviar-correo/ (issue 31 §3). In one transaction, with the
 * offer locked: the send recorded as asked (the audit trail logs it under the offer), its job
 * queued, a customer note saying it was asked, and a Pendiente offer moved to Presentada under
 * the offer's own rules. The status moves now, not when the mail leaves: the agent presented the
 * offer by sending it, and a failed delivery is a job the screen shows, not a status to undo.
 */
export function createEnvioOfertaService(database: Database) {
  return {
    solicitar(
      tenant: Pick<RequestTenant, 'id'>,
      user: RequestUser,
      ofertaId: number,
      pedido: EnvioOfertaRequest,
    ): Promise<EnvioOfertaAnswer> {
      return database.tenant(tenant.id, async (tx) => {
        const { oferta } = await requireVisibleOferta(tx, user, ofertaId);
        const correo = await readCorreoDistribuidor(tx);
        if (!correo) throw conflict({ detail: MENSAJES_ENVIO_CORREO.sinConfigurar });
        const cliente = await readContactoCliente(tx, oferta.clienteId);
        const para = destinatario(pedido.para, cliente?.email);
        const mensaje = renderPlantillaCorreo(
          { asunto: pedido.asunto ?? correo.asunto, cuerpo: pedido.mensaje ?? correo.cuerpo },
          {
            cliente: cliente?.nombre ?? '',
            comercial: user.nombreCompleto,
            // The name the customer sees the mail from, as the Admin's preview shows it.
            distribuidor: correo.remitenteNombre,
            oferta: String(ofertaId),
          },
        );
        const pasaAPresentada =
          oferta.estado === PENDIENTE &&
          (await cambiarEstadoOferta(tx, user, { ...oferta, id: ofertaId }, PRESENTADA)) === PRESENTADA;
        const envioId = await insertEnvio(tx, {
          ofertaId,
          clienteId: oferta.clienteId,
          accountId: user.accountId,
          para,
          responderA: await responderA(tx, user.accountId),
          ...mensaje,
        });
        const payload: TrabajoEnvioOferta = {
          envio_id: envioId,
          viewer: {
            accountId: user.accountId,
            roleId: user.roleId,
            isAdmin: user.isAdmin,
            groups: [...user.groups],
          },
        };
        const taskId = await insertJob(tx, {
          tenantId: tenant.id,
          accountId: user.accountId,
          kind: ENVIO_OFERTA_KIND,
          payload,
        });
        await setJobEnvio(tx, envioId, taskId);
        await insertNota(tx, {
          clienteId: oferta.clienteId,
          comercialId: user.accountId,
          nota: notaEnvio.solicitado(ofertaId, para),
        });
        return { task_id: taskId, para, pasaAPresentada };
      });
    },
  };
}
