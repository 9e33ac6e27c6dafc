import type { CREDENCIALES_FILTERS } from '@ventas/domain/credenciales/credenciales-contract';
import {
  cambioSecreto,
  type CampoSecreto,
  type Credencial,
  type CredencialesOrderable,
  type CredencialInput,
  type CredencialRevelada,
  type Revelacion,
} from '@ventas/domain/credenciales/credenciales-contract';
import { DETALLES_CREDENCIALES } from '@ventas/domain/credenciales/credenciales-mensajes';
import type { Page } from '@ventas/domain/http/page';
import type { Database, TenantTx } from '../../db/database';
import { conflict, notFound } from '../../http/app-error';
import type { ListQuery } from '@ventas/domain/http/list-query';
import { readTablePage, readTableRow } from '../../lists/table-list';
import { CREDENCIALES_LIST } from './credenciales.list';
import {
  deleteCredencial,
  existsCredencial,
  insertCredencial,
  listRevelaciones,
  readSecretos,
  recordRevelaciones,
  updateCredencial,
  type CredencialColumns,
} from './credenciales.repository';
import { UndecryptableSecret, type CredentialsCipher } from './credentials-cipher';

type CredencialesQuery = ListQuery<typeof CREDENCIALES_FILTERS, CredencialesOrderable>;

const missing = () => notFound(DETALLES_CREDENCIALES.noEncontrada);

/**
 * Issue 16 "Operator credentials": every write encrypts the secrets with the tenant's id as
 * associated data (credentials-cipher.ts); every read but the reveal leaves them encrypted.
 */
export function createCredencialesService(database: Database, cipher: CredentialsCipher) {
  /** The write's columns: a secret left out of the body is left out of the update (kept). */
  function columnsOf(tx: TenantTx, input: CredencialInput): CredencialColumns {
    const columns: CredencialColumns = {
      nombrePortal: input.nombre_portal,
      url: input.url,
      username: input.username,
    };
    const secret = (campo: CampoSecreto, value: string | null | undefined) => {
      const cambio = cambioSecreto(value);
      if (cambio.tipo === 'mantener') return undefined;
      return cambio.tipo === 'borrar' ? null : cipher.encrypt(tx.tenantId, campo, cambio.valor);
    };
    const password = secret('password', input.password);
    const cookie = secret('cookie', input.cookie);
    if (password !== undefined) columns.passwordCifrada = password;
    if (cookie !== undefined) columns.cookieCifrada = cookie;
    return columns;
  }

  async function rowOf(tx: TenantTx, id: number): Promise<Credencial> {
    const row = await readTableRow(tx, CREDENCIALES_LIST, id);
    if (!row) throw missing();
    return row;
  }

  const decryptOrConflict = (tx: TenantTx, campo: CampoSecreto, stored: string | null) => {
    if (stored === null) return null;
    try {
      return cipher.decrypt(tx.tenantId, campo, stored);
    } catch (error) {
      // A row moved from another tenant, or written under another key: the caller learns it
      // cannot be opened (409) and how to mend it; never a 500 nor the cipher's internals.
      if (error instanceof UndecryptableSecret)
        throw conflict({ detail: DETALLES_CREDENCIALES.noDescifrable });
      throw error;
    }
  };

  return {
    list: (tenantId: number, query: CredencialesQuery): Promise<Page<Credencial>> =>
      database.tenant(tenantId, (tx) => readTablePage(tx, CREDENCIALES_LIST, query)),

    detail: (tenantId: number, id: number): Promise<Credencial> =>
      database.tenant(tenantId, (tx) => rowOf(tx, id)),

    create: (tenantId: number, input: CredencialInput): Promise<Credencial> =>
      database.tenant(tenantId, async (tx) => rowOf(tx, await insertCredencial(tx, columnsOf(tx, input)))),

    update: (tenantId: number, id: number, input: CredencialInput): Promise<Credencial> =>
      database.tenant(tenantId, async (tx) => {
        if (!(await updateCredencial(tx, id, columnsOf(tx, input)))) throw missing();
        return rowOf(tx, id);
      }),

    remove: (tenantId: number, id: number): Promise<void> =>
      database.tenant(tenantId, async (tx) => {
        if (!(await deleteCredencial(tx, id))) throw missing();
      }),

    /** The secrets in clear, and one audit row per revealed field, in the same transaction. */
    reveal: (tenantId: number, id: number, accountId: number): Promise<CredencialRevelada> =>
      database.tenant(tenantId, async (tx) => {
        const stored = await readSecretos(tx, id);
        if (!stored) throw missing();
        const password = decryptOrConflict(tx, 'password', stored.password);
        const cookie = decryptOrConflict(tx, 'cookie', stored.cookie);
        const campos: CampoSecreto[] = [];
        if (password !== null) campos.push('password');
        if (cookie !== null) campos.push('cookie');
        await recordRevelaciones(tx, { credencialId: id, accountId, campos });
        return { id, password, cookie };
      }),

    revelaciones: (tenantId: number, id: number): Promise<Revelacion[]> =>
      database.tenant(tenantId, async (tx) => {
        if (!(await existsCredencial(tx, id))) throw missing();
        return listRevelaciones(tx, id);
      }),
  };
}

export type CredencialesService = ReturnType<typeof createCredencialesService>;
