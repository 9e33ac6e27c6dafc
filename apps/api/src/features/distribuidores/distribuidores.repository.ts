import { eq } from 'drizzle-orm';
import type { TenantTx } from '../../db/database';
import { tenants } from '../../db/schema/tenancy';
import { datosLegalesValues, type DatosLegalesChanges } from './datos-legales.repository';

export interface TenantChanges extends DatosLegalesChanges {
  name?: string | undefined;
  maintenance?: boolean | undefined;
  logo_url?: string | null | undefined;
  selling_companies?: string[] | undefined;
}

const publicColumns = {
  id: tenants.id,
  name: tenants.name,
  subdomain: tenants.subdomain,
  logo_url: tenants.logoUrl,
  maintenance: tenants.maintenance,
};

export async function updateOwnTenant(tx: TenantTx, changes: TenantChanges) {
  const values = {
    name: changes.name,
    maintenance: changes.maintenance,
    logoUrl: changes.logo_url,
    sellingCompanies: changes.selling_companies,
    ...datosLegalesValues(changes),
  };
  const nothingToChange = Object.values(values).every((value) => value === undefined);
  const [row] = nothingToChange
    ? await tx.select(publicColumns).from(tenants).where(eq(tenants.id, tx.tenantId))
    : await tx.update(tenants).set(values).where(eq(tenants.id, tx.tenantId)).returning(publicColumns);
  return row ?? null;
}
