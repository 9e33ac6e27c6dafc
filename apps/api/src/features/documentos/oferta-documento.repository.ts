import { and, eq } from 'drizzle-orm';
import { datosLegalesDocumento } from '@ventas/domain/distribuidores/datos-legales';
import type { ComercialDocumento, DistribuidorDocumento } from '@ventas/domain/documentos/oferta-documento';
import type { ComercialRef } from '@ventas/domain/people/comercial-ref';
import type { TenantTx } from '../../db/database';
import { accounts } from '../../db/schema/accounts';
import { tenantLogos, tenants } from '../../db/schema/tenancy';
import { datosLegalesColumns } from '../distribuidores/distribuidores.public';
import type { RequestTenant } from '../../http/fastify-types';

/**
 * Who issues the offer: the distributor's name, its legal name, CIF/NIF and address (issue 29 §5,
 * what is set of them), and its uploaded logo, inlined as a `data:` URI because neither the view's
 * CSP nor the PDF engine fetches anything.
 */
export async function distribuidorDelDocumento(
  tx: TenantTx,
  tenant: Pick<RequestTenant, 'id' | 'name'>,
): Promise<DistribuidorDocumento> {
  const [logo] = await tx
    .select({ contentType: tenantLogos.contentType, bytes: tenantLogos.bytes })
    .from(tenantLogos)
    .where(eq(tenantLogos.tenantId, tenant.id));
  const [legales] = await tx.select(datosLegalesColumns).from(tenants).where(eq(tenants.id, tenant.id));
  return {
    nombre: tenant.name,
    logo: logo ? `data:${logo.contentType};base64,${Buffer.from(logo.bytes).toString('base64')}` : null,
    datosLegales: legales ? datosLegalesDocumento(legales) : null,
  };
}

/** The offer's commercial with the contact their account holds (email, phones), or null. */
export async function comercialDelDocumento(
  tx: TenantTx,
  comercial: ComercialRef | null,
): Promise<ComercialDocumento | null> {
  if (!comercial) return null;
  const [cuenta] = await tx
    .select({ email: accounts.email, telefonos: accounts.numerosContacto })
    .from(accounts)
    .where(and(eq(accounts.tenantId, tx.tenantId), eq(accounts.id, comercial.id)));
  return {
    nombre: comercial.nombre_completo,
    email: cuenta?.email || null,
    telefonos: cuenta?.telefonos ?? [],
  };
}
