import {
  MENSAJES_ENVIO_CORREO,
  PLANTILLA_POR_DEFECTO,
  SEGURIDADES_SMTP,
  type CorreoDistribuidor,
  type CorreoDistribuidorUpdate,
} from '@ventas/domain/ofertas/envio-correo-contract';
import type { SmtpInternalHosts } from '../../config';
import type { Database } from '../../db/database';
import { invalid } from '../../http/app-error';
import type { CredentialsCipher } from '../credenciales/credenciales.public';
import {
  readCorreoDistribuidor,
  saveCorreoDistribuidor,
  type CorreoDistribuidorRow,
} from './correo-config.repository';
import { esHostInternoLiteral, MENSAJE_RED_INTERNA } from './adaptadores/smtp-destino';

/**
 * The SMTP password is sealed as the portal passwords are (credentials-cipher.ts: AES-256-GCM,
 * the tenant in the associated data), under the cipher's `password` field.
 */
export const CAMPO_PASSWORD_SMTP = 'password';

const seguridadDe = (valor: string) =>
  SEGURIDADES_SMTP.find((seguridad) => seguridad === valor) ?? 'starttls';

/** The row as the GET answers it: never the password, only whether one is kept. */
export function correoDistribuidorDe(row: CorreoDistribuidorRow | null): CorreoDistribuidor {
  if (!row) return { smtp: null, plantilla: PLANTILLA_POR_DEFECTO };
  return {
    smtp: {
      host: row.host,
      puerto: row.puerto,
      seguridad: seguridadDe(row.seguridad),
      usuario: row.usuario,
      remitente_email: row.remitenteEmail,
      remitente_nombre: row.remitenteNombre,
      password_guardada: row.passwordCifrada !== null,
    },
    plantilla: { asunto: row.asunto, cuerpo: row.cuerpo },
  };
}

/** Issue 31 §3: a distributor's outgoing mail, as its Admin reads and writes it. */
export function createCorreoConfigService(
  database: Database,
  cipher: CredentialsCipher,
  redesInternas: SmtpInternalHosts,
) {
  return {
    leer(tenantId: number): Promise<CorreoDistribuidor> {
      return database.tenant(tenantId, async (tx) => correoDistribuidorDe(await readCorreoDistribuidor(tx)));
    },

    /** A password left out keeps the stored one; a server without a user keeps none. */
    guardar(tenantId: number, input: CorreoDistribuidorUpdate): Promise<CorreoDistribuidor> {
      return database.tenant(tenantId, async (tx) => {
        const { password, ...smtp } = input.smtp;
        // A name that resolves inside is caught at each send (smtp-destino.ts); this one is plain now.
        if (redesInternas === 'refuse' && esHostInternoLiteral(smtp.host))
          throw invalid({ 'smtp.host': [MENSAJE_RED_INTERNA] });
        const guardada = (await readCorreoDistribuidor(tx))?.passwordCifrada ?? null;
        const passwordCifrada =
          smtp.usuario === null
            ? null
            : password !== undefined
              ? cipher.encrypt(tenantId, CAMPO_PASSWORD_SMTP, password)
              : guardada;
        if (smtp.usuario !== null && passwordCifrada === null)
          throw invalid({ 'smtp.password': [MENSAJES_ENVIO_CORREO.passwordNecesaria] });
        const row = await saveCorreoDistribuidor(tx, {
          host: smtp.host,
          puerto: smtp.puerto,
          seguridad: smtp.seguridad,
          usuario: smtp.usuario,
          passwordCifrada,
          remitenteEmail: smtp.remitente_email,
          remitenteNombre: smtp.remitente_nombre,
          asunto: input.plantilla.asunto,
          cuerpo: input.plantilla.cuerpo,
        });
        return correoDistribuidorDe(row);
      });
    },
  };
}
