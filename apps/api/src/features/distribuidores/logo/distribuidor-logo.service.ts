import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { tenantLogos, tenants } from '../../../db/schema/tenancy';
import { notFound } from '../../../http/app-error';
import type { OwnerTx } from '../distribuidores-admin.repository';

/** An accepted upload: PNG, JPEG or a sanitised SVG. */
export interface LogoFile {
  contentType: string;
  bytes: Buffer;
}

const setLogoUrl = (tx: OwnerTx, id: number, url: string | null) =>
  tx.update(tenants).set({ logoUrl: url }).where(eq(tenants.id, id)).returning({ id: tenants.id });

/**
 * SPEC §2 login shows the distributor's logo: written as the owner (the platform's SuperAdmin
 * writes any distributor's), read in the host's tenant scope; each call in one transaction.
 */
export function createDistribuidorLogoService(database: Database) {
  return {
    /** Stores distributor `id`'s logo and the URL that serves it; 404 for no such distributor. */
    guardar: (id: number, logo: LogoFile, logoUrl: string, now: Date): Promise<void> =>
      database.owner.transaction(async (tx) => {
        if ((await setLogoUrl(tx, id, logoUrl)).length === 0) throw notFound();
        await tx
          .insert(tenantLogos)
          .values({ tenantId: id, contentType: logo.contentType, bytes: logo.bytes, updatedOn: now })
          .onConflictDoUpdate({
            target: tenantLogos.tenantId,
            set: { contentType: logo.contentType, bytes: logo.bytes, updatedOn: now },
          });
      }),

    /** Removes distributor `id`'s logo; 404 for no such distributor. */
    borrar: (id: number): Promise<void> =>
      database.owner.transaction(async (tx) => {
        if ((await setLogoUrl(tx, id, null)).length === 0) throw notFound();
        await tx.delete(tenantLogos).where(eq(tenantLogos.tenantId, id));
      }),

    /** The tenant's own logo, or null when it has none. */
    async leer(tenantId: number) {
      const [logo] = await database.tenant(tenantId, (tx) =>
        tx.select().from(tenantLogos).where(eq(tenantLogos.tenantId, tenantId)),
      );
      return logo ?? null;
    },
  };
}
