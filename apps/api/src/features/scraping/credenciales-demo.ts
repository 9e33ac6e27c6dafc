import { proveedoresDeGrupos, type Proveedor } from '@ventas/domain/proveedores/proveedores';
import type { GroupName } from '@ventas/domain/permissions/roles';
import type { Database } from '../../db/database';
import { credenciales } from '../../db/schema/personas';
import { credentialsCipher } from '../credenciales/credenciales.public';

/**
 * The demo's operator credentials (issue 18): a demo distributor of group B, C or D gets one for
 * its provider, under the provider's slug (the name the adapters look for, decision 170), so the
 * demo's screens work end to end against the simulator. The simulator accepts any user; the
 * password is a demo's, and sealed like any other.
 */
export function credencialesDemo(credentialsKey: string, slugs: Record<Proveedor, string>) {
  const cipher = credentialsCipher(credentialsKey);
  return async (database: Database, tenantId: number, groups: readonly GroupName[]): Promise<void> => {
    const proveedores = proveedoresDeGrupos(groups);
    if (proveedores.length === 0) return;
    await database.tenant(tenantId, (tx) =>
      tx.insert(credenciales).values(
        proveedores.map((proveedor) => ({
          tenantId,
          nombrePortal: slugs[proveedor],
          url: `https://${slugs[proveedor]}.example.com/`,
          username: `demo-${tenantId}`,
          passwordCifrada: cipher.encrypt(tenantId, 'password', 'demo-proveedor'),
        })),
      ),
    );
  };
}
