import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { proveedoresDeGrupos, type Proveedor } from '@ventas/domain/proveedores/proveedores';
import type { GroupName } from '@ventas/domain/permissions/roles';
import { dniDeNumero } from '@ventas/domain/validators/documento';
import { parsedRows, type Database, type TenantTx } from '../../db/database';
import { credenciales } from '../../db/schema/personas';
import { credentialsCipher } from '../credenciales/credenciales.public';

/**
 * The demo's operator side (issue 18): a demo distributor of group B, C or D gets a credential for
 * its provider, under the provider's slug (the name the adapters look for, decision 170), so the
 * demo's screens work end to end against the simulator; the simulator accepts any user. In a
 * group-B distributor every demo customer without a document gets a valid DNI: provider B is
 * asked about a customer by its document.
 */
export function credencialesDemo(credentialsKey: string, slugs: Record<Proveedor, string>) {
  const cipher = credentialsCipher(credentialsKey);
  return async (database: Database, tenantId: number, groups: readonly GroupName[]): Promise<void> => {
    const proveedores = proveedoresDeGrupos(groups);
    if (proveedores.length === 0) return;
    await database.tenant(tenantId, async (tx) => {
      await tx.insert(credenciales).values(
        proveedores.map((proveedor) => ({
          tenantId,
          nombrePortal: slugs[proveedor],
          url: `https://${slugs[proveedor]}.example.com/`,
          username: `demo-${tenantId}`,
          passwordCifrada: cipher.encrypt(tenantId, 'password', 'demo-proveedor'),
        })),
      );
      if (proveedores.includes('b')) await documentosDemo(tx);
    });
  };
}

async function documentosDemo(tx: TenantTx): Promise<void> {
  const sinDocumento = parsedRows(
    await tx.execute(
      sql`SELECT id FROM clientes WHERE tenant_id = ${tx.tenantId} AND documento IS NULL ORDER BY id`,
    ),
    z.object({ id: z.number() }),
  );
  for (const { id } of sinDocumento) {
    // Spread over the DNI range, one per customer, never the simulator's special ones.
    const documento = dniDeNumero(20_000_000 + id * 7_919);
    await tx.execute(
      sql`UPDATE clientes SET documento = ${documento}, tipo_documento = 'DNI' WHERE tenant_id = ${tx.tenantId} AND id = ${id}`,
    );
  }
}
