import { z } from 'zod';
import { MENSAJES_ENVIO_CORREO, SEGURIDADES_SMTP } from '@ventas/domain/ofertas/envio-correo-contract';
import { isRoleId, type RoleId } from '@ventas/domain/permissions/roles';
import type { Database, TenantTx } from '../../db/database';
import { AppError } from '../../http/app-error';
import { JobFailure, type JobContext, type JobHandler, type JobResult } from '../../jobs/job-types';
import type { PdfEngine } from '../../pdf/pdf-engine';
import { UndecryptableSecret, type CredentialsCipher } from '../credenciales/credenciales.public';
import { ofertaGuardadaHtml } from '../documentos/documentos.public';
import { insertNota } from '../notas-cliente/notas-cliente.public';
import { canalSmtp, type ServidorSmtp } from './adaptadores/smtp.adapter';
import type { SmtpInternalHosts } from '../../config';
import { FalloCanal, type CanalEnvio, type MensajeOferta } from './canal-envio';
import { readCorreoDistribuidor } from './correo-config.repository';
import { CAMPO_PASSWORD_SMTP } from './correo-config.service';
import { notaEnvio } from './envio-oferta-notas';
import {
  ESTADOS_ENVIO,
  readEnvio,
  readNombreDistribuidor,
  terminarEnvio,
  type EnvioOfertaRow,
} from './envios-oferta.repository';

export const ENVIO_OFERTA_KIND = 'envio-oferta-correo';

/** The job's payload: the send it carries out, and who asked (the offer is printed as they see it). */
const trabajoSchema = z.object({
  envio_id: z.number().int(),
  viewer: z.object({
    accountId: z.number().int(),
    roleId: z.custom<RoleId>(isRoleId),
    isAdmin: z.boolean(),
    groups: z.array(z.string()),
  }),
});
export type TrabajoEnvioOferta = z.infer<typeof trabajoSchema>;

export const MENSAJES_TRABAJO_ENVIO = {
  ofertaNoDisponible: 'La oferta ya no está disponible para quien pidió el envío.',
  passwordIlegible:
    'La contraseña del correo saliente no se puede descifrar; un Administrador debe volver a guardarla.',
  pdf: 'No se pudo generar el PDF de la oferta; vuelva a intentar el envío.',
} as const;

/**
 * Waits before each new attempt after a transient failure (a 4xx reply, a dropped connection):
 * 4 attempts in about 20 s. Retried inside the run, so the job row stays the one state every
 * replica sees; the wait is short because a replica runs one job at a time.
 */
export const ESPERAS_REINTENTO_MS: readonly number[] = [1_000, 5_000, 15_000];

export interface EnvioOfertaDeps {
  database: Database;
  cipher: CredentialsCipher;
  pdf: PdfEngine;
  /** SMTP_INTERNAL_HOSTS (config.ts): whether the server may be on the API's own networks. */
  redesInternas: SmtpInternalHosts;
  canalPara?: (servidor: ServidorSmtp) => CanalEnvio;
  esperasMs?: readonly number[];
}

const HECHO: JobResult = { filename: null, done: 1, total: 1 };

const esperar = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    signal.addEventListener('abort', abort, { once: true });
  });

/** What a send needs, read in one short transaction; null when it already ended (a re-run). */
async function prepararEnvio(tx: TenantTx, cipher: CredentialsCipher, trabajo: TrabajoEnvioOferta) {
  const envio = await readEnvio(tx, trabajo.envio_id);
  if (!envio || envio.estado !== ESTADOS_ENVIO.solicitado) return null;
  const correo = await readCorreoDistribuidor(tx);
  if (!correo) return { envio, fallo: MENSAJES_ENVIO_CORREO.sinConfigurar };
  let password: string | null = null;
  try {
    if (correo.passwordCifrada)
      password = cipher.decrypt(tx.tenantId, CAMPO_PASSWORD_SMTP, correo.passwordCifrada);
  } catch (error) {
    if (error instanceof UndecryptableSecret)
      return { envio, fallo: MENSAJES_TRABAJO_ENVIO.passwordIlegible };
    throw error;
  }
  const tenant = { id: tx.tenantId, name: await readNombreDistribuidor(tx) };
  let html: string;
  try {
    html = await ofertaGuardadaHtml(tx, trabajo.viewer, tenant, envio.ofertaId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found')
      return { envio, fallo: MENSAJES_TRABAJO_ENVIO.ofertaNoDisponible };
    throw error;
  }
  const servidor: ServidorSmtp = {
    host: correo.host,
    puerto: correo.puerto,
    seguridad: SEGURIDADES_SMTP.find((s) => s === correo.seguridad) ?? 'starttls',
    usuario: correo.usuario,
    password,
  };
  const de = { email: correo.remitenteEmail, nombre: correo.remitenteNombre };
  return { envio, servidor, de, html };
}

/** Sends, retrying transient failures; `intentos.hechos` counts the attempts made. */
async function enviarConReintentos(
  canal: CanalEnvio,
  mensaje: MensajeOferta,
  context: JobContext,
  esperasMs: readonly number[],
  intentos: { hechos: number },
): Promise<void> {
  for (let intento = 1; ; intento += 1) {
    intentos.hechos = intento;
    try {
      await canal.enviar(mensaje, context.signal);
      return;
    } catch (error) {
      const espera = esperasMs[intento - 1];
      if (!(error instanceof FalloCanal) || !error.transitorio || espera === undefined) throw error;
      context.log.warn({ err: error.cause, intento }, 'envío de oferta: reintento');
      await esperar(espera, context.signal);
    }
  }
}

/**
 * Issue 31 §3: the offer's PDF (the engine the screen's download uses) mailed through the
 * distributor's channel. Its outcome goes to the send's row and the customer's notes; a failure
 * also fails the job with the Spanish reason, which task-status shows the agent.
 */
export function createEnvioOfertaHandler(deps: EnvioOfertaDeps): JobHandler {
  const canalPara = deps.canalPara ?? ((servidor: ServidorSmtp) => canalSmtp(servidor, deps.redesInternas));
  const esperasMs = deps.esperasMs ?? ESPERAS_REINTENTO_MS;

  const terminar = (tenantId: number, envio: EnvioOfertaRow, intentos: number, fallo: string | null) =>
    deps.database.tenant(tenantId, async (tx) => {
      await terminarEnvio(tx, envio.id, {
        estado: fallo === null ? ESTADOS_ENVIO.enviado : ESTADOS_ENVIO.fallido,
        error: fallo,
        intentos,
      });
      if (envio.accountId === null) return;
      const nota =
        fallo === null
          ? notaEnvio.enviado(envio.ofertaId, envio.para)
          : notaEnvio.fallido(envio.ofertaId, envio.para, fallo);
      await insertNota(tx, { clienteId: envio.clienteId, comercialId: envio.accountId, nota });
    });

  return async (job, context) => {
    const trabajo = trabajoSchema.parse(job.payload);
    const preparado = await deps.database.tenant(job.tenantId, (tx) =>
      prepararEnvio(tx, deps.cipher, trabajo),
    );
    if (!preparado) return HECHO;
    const { envio } = preparado;
    if (preparado.fallo !== undefined) {
      await terminar(job.tenantId, envio, 0, preparado.fallo);
      throw new JobFailure(preparado.fallo);
    }
    let adjunto: Buffer;
    try {
      adjunto = await deps.pdf.renderPdf(preparado.html, `${job.tenantId}:${trabajo.viewer.accountId}`);
    } catch (error) {
      await terminar(job.tenantId, envio, 0, MENSAJES_TRABAJO_ENVIO.pdf);
      throw new JobFailure(MENSAJES_TRABAJO_ENVIO.pdf, { cause: error });
    }
    const mensaje: MensajeOferta = {
      de: preparado.de,
      responderA: envio.responderA,
      para: envio.para,
      asunto: envio.asunto,
      cuerpo: envio.cuerpo,
      adjunto: { nombre: `oferta-${envio.ofertaId}.pdf`, tipo: 'application/pdf', contenido: adjunto },
    };
    const intentos = { hechos: 0 };
    try {
      await enviarConReintentos(canalPara(preparado.servidor), mensaje, context, esperasMs, intentos);
    } catch (error) {
      // A shutdown hands the job back to the queue: the send stays asked, for the next run.
      if (!(error instanceof FalloCanal) || context.signal.aborted) throw error;
      await terminar(job.tenantId, envio, intentos.hechos, error.message);
      throw new JobFailure(error.message, { cause: error.cause });
    }
    await terminar(job.tenantId, envio, intentos.hechos, null);
    return HECHO;
  };
}
