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
