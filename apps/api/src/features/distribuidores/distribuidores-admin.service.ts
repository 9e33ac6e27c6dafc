import type {
  DistribuidorAdmin,
  DistribuidorCreado,
  DistribuidorCreate,
  DistribuidorUpdate,
} from '@ventas/domain/distribuidores/distribuidores-contract';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { RequestTenant } from '../../http/fastify-types';
import { conflict, forbidden, invalid, notFound } from '../../http/app-error';
import { crearDistribuidor } from './distribuidor-alta.service';
import * as repository from './distribuidores-admin.repository';
import { updateOwnTenant } from './distribuidores.repository';

export const DISTRIBUIDOR_MESSAGES = {
  gruposSoloPlataforma: 'Solo los SuperAdmin de la plataforma cambian los grupos de un distribuidor.',
  plataformaNoSeBorra: 'El distribuidor de la plataforma no se puede borrar.',
  grupoDesconocido: (names: readonly string[]) => `Grupo desconocido: ${names.join(', ')}.`,
} as const;

const DAY_MS = 24 * 3600_000;

/** Whether two group lists name the same groups, in any order. */
const mismosGrupos = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

/**
 * Issue 16's distributor management (decisions 9 and 134). A call may take several transactions,
 * each as the role its rows need: the caller's tenant scope, the registry or the owner.
 */
export function createDistribuidoresAdminService(
  database: Database,
  config: Pick<Config, 'platformTenant' | 'tenantPurgeGraceDays'>,
) {
  const platform = config.platformTenant;
  /**
   * The rows the caller's distributor reads (`onlyId`'s, or all it may see): the platform every
   * distributor, read as the owner, the one role that sees every distributor's accounts for
   * `tiene_superadmin` (as the export reads them); any other distributor its own, in its own scope.
   */
  const list = (tenant: RequestTenant, onlyId = tenant.isPlatform ? undefined : tenant.id) =>
    tenant.isPlatform
      ? repository.listDistribuidores(database.owner, platform, onlyId)
      : database.tenant(tenant.id, (tx) => repository.listDistribuidores(tx, platform, onlyId));
  const one = async (tenant: RequestTenant, id: number) => (await list(tenant, id))[0] ?? null;
  const found = async (tenant: RequestTenant, id: number) => {
    const distribuidor = await one(tenant, id);
    if (!distribuidor) throw notFound();
    return distribuidor;
  };
  const checkGroups = async (names: readonly string[] | undefined) => {
    const unknown = await database.registry((tx) => repository.unknownGroups(tx, names ?? []));
    if (unknown.length > 0) throw invalid({ groups: [DISTRIBUIDOR_MESSAGES.grupoDesconocido(unknown)] });
  };

  return {
    listar: (tenant: RequestTenant): Promise<DistribuidorAdmin[]> => list(tenant),

    async crear(tenant: RequestTenant, form: DistribuidorCreate): Promise<DistribuidorCreado> {
      await checkGroups(form.groups);
      const created = await crearDistribuidor(database, platform, form);
      return { distribuidor: await found(tenant, created.id), superadmin: created.superadmin };
    },

    async cambiar(
      tenant: RequestTenant,
      id: number,
      changes: DistribuidorUpdate,
    ): Promise<DistribuidorAdmin> {
      if (!tenant.isPlatform) {
        // Other distributors do not exist for a distributor's own SuperAdmin (decision 9): 404, as any foreign id.
        if (id !== tenant.id) throw notFound();
        // The row read back carries its groups: unchanged, they are ignored as its other read-only keys.
        const { groups } = changes;
        const held = groups && (await one(tenant, id))?.groups;
        if (groups && !(held && mismosGrupos(groups, held)))
          throw forbidden(DISTRIBUIDOR_MESSAGES.gruposSoloPlataforma);
        // Decision 9: their own row, as the app role (RLS allows only its own tenant row).
        const updated = await database.tenant(tenant.id, (tx) => updateOwnTenant(tx, changes));
        if (!updated) throw notFound();
      } else {
        await checkGroups(changes.groups);
        const live = await database.owner.transaction((tx) => repository.updateDistribuidor(tx, id, changes));
        if (!live) throw notFound();
      }
      return found(tenant, id);
    },

    /** Disabled at once, erased after the grace period by the sweep; the platform's own never. */
    async borrar(tenant: RequestTenant, id: number): Promise<void> {
      const target = await one(tenant, id);
      if (!target || target.deleted_at) throw notFound();
      if (target.plataforma) throw conflict({ detail: DISTRIBUIDOR_MESSAGES.plataformaNoSeBorra });
      const now = new Date();
      const purgeAfter = new Date(now.getTime() + config.tenantPurgeGraceDays * DAY_MS);
      const deleted = await database.owner.transaction((tx) =>
        repository.markDeleted(tx, id, now, purgeAfter),
      );
      if (!deleted) throw notFound();
    },

    async restaurar(tenant: RequestTenant, id: number): Promise<DistribuidorAdmin> {
      if (!(await database.owner.transaction((tx) => repository.restore(tx, id)))) throw notFound();
      return found(tenant, id);
    },

    /** The distributor checked before its export job: a 404 now, not a failed task later. */
    async comprobar(tenant: RequestTenant, id: number): Promise<void> {
      if (!(await one(tenant, id))) throw notFound();
    },
  };
}
