/**
 * OWASP ASVS 5.0 §6.2 for passwords people choose: at least 8 characters, at least 64 allowed
 * (we take 128), any character, no composition rules, never truncated, and not one of the most
 * common passwords (the list is the server's: `security/common-passwords`).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const MENSAJES_PASSWORD = {
  corta: `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`,
  larga: `La contraseña no puede tener más de ${PASSWORD_MAX} caracteres`,
  comun: 'Esa contraseña es de las más usadas: elija otra',
  usuario: 'La contraseña no puede ser el nombre de usuario',
  igual: 'La nueva contraseña debe ser distinta de la actual',
} as const;

export const PASSWORDS_DISTINTAS = 'Las contraseñas no coinciden';

/** Length counts characters as people see them (code points), not UTF-16 units. */
export function problemaDeLongitud(password: string): string | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return MENSAJES_PASSWORD.corta;
  if (length > PASSWORD_MAX) return MENSAJES_PASSWORD.larga;
  return null;
}

/** What a new password is checked against besides its length (the server knows all of it). */
export interface ContextoPassword {
  username: string;
  /** The server's list of common passwords (security/common-passwords.ts). */
  esComun: (password: string) => boolean;
  /** Whether it is the account's current password (a change must choose another). */
  esLaActual?: boolean;
}

/**
 * ASVS 5.0 §6.2: the first problem of a password someone chooses, or null. The username counts
 * when the password is it or holds it (case aside) — from 4 characters on, so a 3-letter username
 * such as "ana" does not forbid "banana…".
 */
export function problemaDePassword(password: string, contexto: ContextoPassword): string | null {
  const longitud = problemaDeLongitud(password);
  if (longitud) return longitud;
  if (contexto.esComun(password)) return MENSAJES_PASSWORD.comun;
  const usuario = contexto.username.trim().toLowerCase();
  const texto = password.toLowerCase();
  if (usuario && (texto === usuario || (usuario.length >= 4 && texto.includes(usuario)))) {
    return MENSAJES_PASSWORD.usuario;
  }
  if (contexto.esLaActual) return MENSAJES_PASSWORD.igual;
  return null;
}
