import type { z } from 'zod';
import {
  esGrupoDelCodigo,
  REGISTRY_MESSAGES,
  type grupoEnUsoSchema,
} from '@ventas/domain/permissions/registry-contract';
import { isSectionPermission } from '@ventas/domain/permissions/section-permissions';
import type { Database, Tx } from '../../db/database';
import { conflict, invalid, notFound } from '../../http/app-error';
import * as registry from './registry.repository';

type GrupoEnUso = z.infer<typeof grupoEnUsoSchema>;

/**
 * SPEC §7 "Groups and permissions": the deletes, each one owner transaction (migration 0001 grants
 * the app role SELECT only on the registry): checks, then the write, or nothing.
 */
export function createRegistryService(database: Database) {
  return {
    /** Null once deleted; the distributors still holding the group refuse it (answered 409). */
    borrarGrupo: (id: number): Promise<GrupoEnUso | null> =>
      database.owner.transaction(async (tx) => {
        const group = await registry.findGroup(tx, id);
        if (!group) throw notFound();
        const holders = await registry.distributorsHolding(tx, id);
        if (holders.length > 0)
          return { detail: REGISTRY_MESSAGES.grupoEnUso(holders), distribuidores: holders };
        if (esGrupoDelCodigo(group.name)) throw conflict({ detail: REGISTRY_MESSAGES.grupoDelCodigo });
        await registry.deleteGroup(tx, id);
        return null;
      }),

    borrarPermiso: (id: number): Promise<void> =>
      database.owner.transaction(async (tx) => {
        const current = await registry.findPermission(tx, id);
        if (!current) throw notFound();
        // Issue 29 §3: a section's permission is switched off by revoking it, never deleted.
        if (isSectionPermission(current.codename))
          throw conflict({ detail: REGISTRY_MESSAGES.permisoDeSeccion });
        await registry.deletePermission(tx, current.id);
      }),
  };
}

/** PostgreSQL's unique_violation, as either driver reports it (a name taken between check and write). */
const isUniqueViolation = (error: unknown) => {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  return code === '23505' || cause?.code === '23505';
};

/** One kind of registry row (groups, permissions), declared for its list, create and edit routes. */
export interface RegistryKind<Form, Item> {
  list: (tx: Tx) => Promise<Item[]>;
  /** The field no two rows share, and what a clash says. */
  unique: { field: string; taken: string };
  /** Checks, then writes, inside the write's transaction; null for a row that is not there. */
  create: (tx: registry.Writer, form: Form) => Promise<Item | null>;
  update: (tx: registry.Writer, id: number, form: Form) => Promise<Item | null>;
}

/**
 * A registry kind's list, create and edit. Each write is one owner transaction: checks, then
 * writes, or nothing; a name taken between check and write still answers 400 on the unique field.
 */
export function createRegistryKindService<Form, Item>(database: Database, kind: RegistryKind<Form, Item>) {
  const write = async (work: (tx: registry.Writer) => Promise<Item | null>): Promise<Item> => {
    const written = await database.owner.transaction(work).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw invalid({ [kind.unique.field]: [kind.unique.taken] });
      throw error;
    });
    if (!written) throw notFound();
    return written;
  };
  return {
    listar: (): Promise<Item[]> => database.registry(kind.list),
    crear: (form: Form): Promise<Item> => write((tx) => kind.create(tx, form)),
    editar: (id: number, form: Form): Promise<Item> => write((tx) => kind.update(tx, id, form)),
  };
}
