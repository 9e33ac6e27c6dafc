import type { CambioPassword } from '@ventas/domain/cuentas/cambio-password-contract';
import type {
  CUENTAS_FILTERS,
  Cuenta,
  CuentaCreate,
  CuentasOrderable,
  CuentaUpdate,
} from '@ventas/domain/cuentas/cuenta-form';
import type { Page } from '@ventas/domain/http/page';
import { problemaDePassword } from '@ventas/domain/cuentas/password-policy';
import {
  negativaAlBorrar,
  negativaAlCrear,
  negativaAlEditar,
  type ActorCuentas,
  type Negativa,
} from '@ventas/domain/cuentas/reglas-cuentas';
import type { Database, TenantTx } from '../../db/database';
import { conflict, forbidden, invalid, notFound } from '../../http/app-error';
import type { RequestUser } from '../../http/fastify-types';
import type { ListQuery } from '@ventas/domain/http/list-query';
import { readTablePage, readTableRow, readTableRows } from '../../lists/table-list';
import { isCommonPassword } from '../../security/common-passwords';
import { hashPassword, unusablePasswordHash, verifyPassword } from '../../security/password';
import { revokeAccountRefreshTokens } from '../auth/auth.public';
import {
  borrarCuenta,
  columnasDe,
  countSuperAdminsActivos,
  findCuentaActual,
  insertCuenta,
  pgCode,
  readPasswordHash,
  retirarCuenta,
  tieneHistorial,
  UNIQUE_VIOLATION,
  updateCuenta,
  usernameOcupado,
} from './cuentas.repository';
import { cuentasList } from './cuentas.list';

export const MENSAJES_CUENTAS_API = {
  usernameOcupado: 'Ya existe una cuenta con ese usuario',
  noEncontrada: 'No se ha encontrado la cuenta',
  actualIncorrecta: 'La contraseña actual no es correcta',
} as const;

export const actorDe = (user: RequestUser): ActorCuentas => ({
  id: user.accountId,
  rol: user.roleId,
  isAdmin: user.isAdmin,
});

function rechazar(negativa: Negativa | null): void {
  if (!negativa) return;
  if (negativa.tipo === 'campo') throw invalid({ [negativa.campo]: [negativa.detalle] });
  if (negativa.tipo === 'conflicto') throw conflict({ detail: negativa.detalle });
  throw forbidden(negativa.detalle);
}

/** ASVS §6.2 checks beyond the form's length: common passwords and the username. */
function comprobarPassword(password: string, username: string, esLaActual = false): void {
  const problema = problemaDePassword(password, { username, esComun: isCommonPassword, esLaActual });
  if (problema) throw invalid({ password: [problema] });
}

const usernameOcupadoError = () => invalid({ username: [MENSAJES_CUENTAS_API.usernameOcupado] });

async function leerCuenta(tx: TenantTx, id: number): Promise<Cuenta> {
  const cuenta = await readTableRow(tx, cuentasList, id);
  if (!cuenta) throw notFound(MENSAJES_CUENTAS_API.noEncontrada);
  return cuenta;
}

/** The username unique index raced by another request answers as the check before it would. */
async function conUsernameUnico<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (pgCode(error) === UNIQUE_VIOLATION) throw usernameOcupadoError();
    throw error;
  }
}

/** /api/cuentas/entradas/: the list, the writes and the password change, with issue 16's role rules. */
export function createCuentasService(database: Database) {
  return {
    /** Paged when the caller pages (RRHH), else the whole list, as the catalogue lists answer. */
    listar: (
      tenantId: number,
      query: ListQuery<typeof CUENTAS_FILTERS, CuentasOrderable>,
    ): Promise<Page<Cuenta> | Cuenta[]> =>
      database.tenant(tenantId, (tx): Promise<Page<Cuenta> | Cuenta[]> =>
        query.paged ? readTablePage(tx, cuentasList, query) : readTableRows(tx, cuentasList, query),
      ),

    async crear(tenantId: number, actor: ActorCuentas, form: CuentaCreate): Promise<Cuenta> {
      rechazar(negativaAlCrear(actor, form.rol.id));
      comprobarPassword(form.password, form.username);
      const passwordHash = await hashPassword(form.password);
      return conUsernameUnico(
        database.tenant(tenantId, async (tx) => {
          if (await usernameOcupado(tx, form.username)) throw usernameOcupadoError();
          const id = await insertCuenta(tx, {
            ...columnasDe(form),
            username: form.username,
            passwordHash,
            // ASVS 5.0 §6: a password someone else chose is changed at first sign-in.
            mustChangePassword: true,
          });
          return leerCuenta(tx, id);
        }),
      );
    },

    async editar(tenantId: number, actor: ActorCuentas, id: number, form: CuentaUpdate): Promise<Cuenta> {
      return conUsernameUnico(
        database.tenant(tenantId, async (tx) => {
          const cuenta = await findCuentaActual(tx, id);
          if (!cuenta) throw notFound(MENSAJES_CUENTAS_API.noEncontrada);
          const cambios = {
            rol: form.rol?.id,
            estado: form.estado,
            username: form.username,
            tipoComercial: form.tipoComercial,
            costoGeneral: form.costoGeneral,
            password: form.password,
          };
          rechazar(negativaAlEditar(actor, cuenta, cambios, await countSuperAdminsActivos(tx)));
          const username = form.username ?? cuenta.username;
          if (username !== cuenta.username && (await usernameOcupado(tx, username, id))) {
            throw usernameOcupadoError();
          }
          const set = columnasDe(form);
          if (form.password !== undefined) {
            // An Admin resetting someone's password: they choose a new one at next sign-in, and
            // every session they have is closed.
            comprobarPassword(form.password, username);
            set.passwordHash = await hashPassword(form.password);
            set.mustChangePassword = true;
            await revokeAccountRefreshTokens(tx, id);
          }
          await updateCuenta(tx, id, set);
          return leerCuenta(tx, id);
        }),
      );
    },

    async borrar(tenantId: number, actor: ActorCuentas, id: number): Promise<void> {
      await database.tenant(tenantId, async (tx) => {
        const cuenta = await findCuentaActual(tx, id);
        if (!cuenta) throw notFound(MENSAJES_CUENTAS_API.noEncontrada);
        rechazar(negativaAlBorrar(actor, cuenta, await countSuperAdminsActivos(tx)));
        if (!(await tieneHistorial(tx, id)) && (await borrarCuenta(tx, id))) return;
        // Kept for its past records: INACTIVO (the next request of its live access token is
        // refused by access control), no usable password and no refresh token.
        await retirarCuenta(tx, id, unusablePasswordHash());
        await revokeAccountRefreshTokens(tx, id);
      });
    },

    /** The signed-in account's own change; the caller then opens a new session for it. */
    async cambiarPassword(tenantId: number, accountId: number, form: CambioPassword): Promise<void> {
      await database.tenant(tenantId, async (tx) => {
        const cuenta = await findCuentaActual(tx, accountId);
        const hash = await readPasswordHash(tx, accountId);
        if (!cuenta || !(await verifyPassword(hash, form.password_actual))) {
          throw invalid({ password_actual: [MENSAJES_CUENTAS_API.actualIncorrecta] });
        }
        // The current one is proven, so the same text is the same password.
        comprobarPassword(form.password, cuenta.username, form.password === form.password_actual);
        await updateCuenta(tx, accountId, {
          passwordHash: await hashPassword(form.password),
          mustChangePassword: false,
          passwordChangedAt: new Date(),
        });
        await revokeAccountRefreshTokens(tx, accountId);
      });
    },
  };
}

export type CuentasService = ReturnType<typeof createCuentasService>;
