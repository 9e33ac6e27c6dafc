import type { RoleId } from '../permissions/roles';

/**
 * Who may create, edit and delete which account (issue 16 "Roles"; SPEC §6 leaves it open).
 * Role 1 (SuperAdmin) is the highest. Pure: the server reads the accounts and asks here.
 *
 * - Nobody grants a role above their own, nor edits or deletes an account above their own.
 * - A Manager or Comercial edits only their own account, and not its rol, estado, tipo de
 *   comercial, coste or username (what the company decides about them).
 * - Nobody deletes, puts on BAJA or INACTIVO their own account (they would lock themselves out).
 * - The last active SuperAdmin of a distributor is neither deleted, demoted, nor put on BAJA or
 *   INACTIVO: the distributor would be left without anyone to run it.
 * - One's own password changes only through "cambiar contraseña", which asks for the current one.
 */

export interface ActorCuentas {
  id: number;
  rol: RoleId;
  /** SPEC §6: isAdmin passes every role list; here it counts as Admin (never as SuperAdmin). */
  isAdmin: boolean;
}

/** The account acted on, as stored. */
export interface CuentaActual {
  id: number;
  rol: number;
  estado: string;
  username: string;
  tipoComercial: string;
  costoGeneral: string | null;
}

/** What an edit sends (absent: unchanged). */
export interface CambiosCuenta {
  rol?: number;
  estado?: string;
  username?: string;
  tipoComercial?: string;
  costoGeneral?: string | null;
  password?: string;
}

export type Negativa =
  { tipo: 'prohibido' | 'conflicto'; detalle: string } | { tipo: 'campo'; campo: string; detalle: string };

export const MENSAJES_REGLAS = {
  rolSuperior: 'No puede asignar un rol superior al suyo',
  editarSuperior: 'No puede editar una cuenta de rango superior al suyo',
  borrarSuperior: 'No puede borrar una cuenta de rango superior al suyo',
  soloPropia: 'Solo puede editar su propia cuenta',
  propioRol: 'No puede cambiar su propio rol',
  propioEstado: 'No puede cambiar su propio estado',
  propioCampo: 'Ese dato de su cuenta lo cambia un Admin',
  bajaPropia: 'No puede dar de baja ni desactivar su propia cuenta',
  borrarPropia: 'No puede borrar su propia cuenta',
  soloAdminBorra: 'Solo un Admin puede borrar cuentas',
  ultimoSuperAdmin:
    'Es el último SuperAdmin activo del distribuidor: no puede borrarse, cambiar de rol, darse de baja ni desactivarse',
  passwordPropia: 'Para cambiar su propia contraseña use «Cambiar contraseña»',
} as const;

/** BAJA (left the company) and INACTIVO cannot sign in; ALTA and VACACIONES can. */
export const estadoActivo = (estado: string): boolean => estado !== 'BAJA' && estado !== 'INACTIVO';

/** The rank the rules compare (lower is higher): isAdmin lifts a Manager or Comercial to Admin. */
export const rangoDe = (actor: Pick<ActorCuentas, 'rol' | 'isAdmin'>): number =>
  actor.isAdmin ? Math.min(actor.rol, 2) : actor.rol;

const prohibido = (detalle: string): Negativa => ({ tipo: 'prohibido', detalle });

export function negativaAlCrear(actor: ActorCuentas, rol: number): Negativa | null {
  return rol < rangoDe(actor) ? prohibido(MENSAJES_REGLAS.rolSuperior) : null;
}

/** Whether this change leaves the distributor without an active SuperAdmin. */
function dejaSinSuperAdmin(cuenta: CuentaActual, rol: number, estado: string, activos: number): boolean {
  const loEs = cuenta.rol === 1 && estadoActivo(cuenta.estado);
  const loSigueSiendo = rol === 1 && estadoActivo(estado);
  return loEs && !loSigueSiendo && activos <= 1;
}

const difiereCoste = (nuevo: string | null | undefined, actual: string | null): boolean =>
  nuevo !== undefined &&
  (nuevo === null || actual === null ? nuevo !== actual : Number(nuevo) !== Number(actual));

/** The fields a Manager or Comercial sent for their own account that only an Admin changes. */
function camposDeAdmin(cuenta: CuentaActual, cambios: CambiosCuenta): Negativa | null {
  if (cambios.rol !== undefined && cambios.rol !== cuenta.rol) return prohibido(MENSAJES_REGLAS.propioRol);
  if (cambios.estado !== undefined && cambios.estado !== cuenta.estado) {
    return prohibido(MENSAJES_REGLAS.propioEstado);
  }
  const otro =
    (cambios.username !== undefined && cambios.username !== cuenta.username) ||
    (cambios.tipoComercial !== undefined && cambios.tipoComercial !== cuenta.tipoComercial) ||
    difiereCoste(cambios.costoGeneral, cuenta.costoGeneral);
  return otro ? prohibido(MENSAJES_REGLAS.propioCampo) : null;
}

/**
 * Why `actor` may not apply `cambios` to `cuenta`, or null. `superAdminsActivos`: the
 * distributor's active SuperAdmins now (the account itself included if it is one).
 */
export function negativaAlEditar(
  actor: ActorCuentas,
  cuenta: CuentaActual,
  cambios: CambiosCuenta,
  superAdminsActivos: number,
): Negativa | null {
  const rango = rangoDe(actor);
  const propia = actor.id === cuenta.id;
  if (!propia && rango > 2) return prohibido(MENSAJES_REGLAS.soloPropia);
  if (!propia && cuenta.rol < rango) return prohibido(MENSAJES_REGLAS.editarSuperior);
  if (cambios.rol !== undefined && cambios.rol < rango) return prohibido(MENSAJES_REGLAS.rolSuperior);
  if (propia) {
    if (rango > 2) {
      const negativa = camposDeAdmin(cuenta, cambios);
      if (negativa) return negativa;
    } else if (cambios.estado !== undefined && !estadoActivo(cambios.estado)) {
      return prohibido(MENSAJES_REGLAS.bajaPropia);
    }
    if (cambios.password !== undefined) {
      return { tipo: 'campo', campo: 'password', detalle: MENSAJES_REGLAS.passwordPropia };
    }
  }
  const rol = cambios.rol ?? cuenta.rol;
  const estado = cambios.estado ?? cuenta.estado;
  if (dejaSinSuperAdmin(cuenta, rol, estado, superAdminsActivos)) {
    return { tipo: 'conflicto', detalle: MENSAJES_REGLAS.ultimoSuperAdmin };
  }
  return null;
}

export function negativaAlBorrar(
  actor: ActorCuentas,
  cuenta: Pick<CuentaActual, 'id' | 'rol' | 'estado'>,
  superAdminsActivos: number,
): Negativa | null {
  if (actor.id === cuenta.id) return prohibido(MENSAJES_REGLAS.borrarPropia);
  const rango = rangoDe(actor);
  if (rango > 2) return prohibido(MENSAJES_REGLAS.soloAdminBorra);
  if (cuenta.rol < rango) return prohibido(MENSAJES_REGLAS.borrarSuperior);
  if (cuenta.rol === 1 && estadoActivo(cuenta.estado) && superAdminsActivos <= 1) {
    return { tipo: 'conflicto', detalle: MENSAJES_REGLAS.ultimoSuperAdmin };
  }
  return null;
}
