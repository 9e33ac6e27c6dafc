import type { z } from 'zod';
import {
  esGrupoDelCodigo,
  REGISTRY_MESSAGES,
  type grupoEnUsoSchema,
} from '@ventas/domain/permissions/registry-contract';
import { isSectionPermission } from '@ventas/domain/permissions/section-permissions';
import type { Database } from '../../db/database';
import { conflict, notFound } from '../../http/app-error';
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
