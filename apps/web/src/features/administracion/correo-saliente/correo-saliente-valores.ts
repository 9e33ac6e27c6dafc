import type {
  CorreoDistribuidor,
  PlantillaCorreo,
  SmtpForm,
} from '@ventas/domain/ofertas/envio-correo-contract';

/**
 * What the form edits: the PUT body of the domain, with the port, the user and the password as
 * typed (the domain's schema checks them once `aCorreoSaliente` has read them).
 */
export interface CorreoSalienteValores {
  smtp: Omit<SmtpForm, 'puerto' | 'usuario' | 'password'> & {
    puerto: string;
    usuario: string;
    password: string;
  };
  plantilla: PlantillaCorreo;
}

/** The saved settings as the form shows them: never a password (the GET has none), blanks for none yet. */
export function valoresCorreoSaliente({ smtp, plantilla }: CorreoDistribuidor): CorreoSalienteValores {
  return {
    smtp: {
      host: smtp?.host ?? '',
      puerto: smtp ? String(smtp.puerto) : '',
      seguridad: smtp?.seguridad ?? 'starttls',
      usuario: smtp?.usuario ?? '',
      remitente_email: smtp?.remitente_email ?? '',
      remitente_nombre: smtp?.remitente_nombre ?? '',
      password: '',
    },
    plantilla: { asunto: plantilla.asunto, cuerpo: plantilla.cuerpo },
  };
}

/**
 * A typed port as the schema reads it: anything but digits is 0, so a blank or a word is refused
 * with the domain's own range message rather than a generic type error.
 */
const puertoDe = (texto: string) => (/^\d+$/.test(texto.trim()) ? Number(texto) : 0);

/** The PUT body: a blank user is none, and a blank password is left out, which keeps the stored one. */
export function aCorreoSaliente({ smtp, plantilla }: CorreoSalienteValores) {
  const { password, ...servidor } = smtp;
  return {
    smtp: {
      ...servidor,
      puerto: puertoDe(smtp.puerto),
      usuario: smtp.usuario.trim() === '' ? null : smtp.usuario,
      ...(password === '' ? {} : { password }),
    },
    plantilla,
  };
}
