import { PASSWORD_MIN } from '@ventas/domain/cuentas/password-policy';

/** Issue 16's password change: the spec prints none of these (recorded in the decisions). */
export const MENSAJES_CAMBIO_PASSWORD = {
  cambiada: 'Contraseña cambiada correctamente',
  error: 'Error al cambiar la contraseña',
  obligatorio: 'Un administrador le ha puesto esta contraseña: elija una nueva para continuar.',
  politica: `Al menos ${PASSWORD_MIN} caracteres; no use contraseñas habituales ni su usuario.`,
} as const;
