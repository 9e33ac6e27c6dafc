import { eq } from 'drizzle-orm';
import type { DatosLegales } from '@ventas/domain/distribuidores/datos-legales';
import type { TenantTx } from '../../db/database';
import { tenants } from '../../db/schema/tenancy';

/** Issue 29 §5: the distributor's legal name, CIF/NIF and address, as the contract names them. */
export const datosLegalesColumns = {
  razon_social: tenants.razonSocial,
  cif: tenants.cif,
  direccion: tenants.direccion,
  codigo_postal: tenants.codigoPostal,
  localidad: tenants.localidad,
};

/** A write's legal fields: undefined keeps the stored value, null clears it. */
export type DatosLegalesChanges = { [K in keyof DatosLegales]?: DatosLegales[K] | undefined };

export const datosLegalesValues = (changes: DatosLegalesChanges) => ({
  razonSocial: changes.razon_social,
  cif: changes.cif,
  direccion: changes.direccion,
  codigoPostal: changes.codigo_postal,
  localidad: changes.localidad,
});

/** The scope's distributor's legal data (every field null while unset). */
export async function leerDatosLegales(tx: TenantTx): Promise<DatosLegales | null> {
  const [row] = await tx.select(datosLegalesColumns).from(tenants).where(eq(tenants.id, tx.tenantId));
  return row ?? null;
}

/** Writes the given fields on the scope's own row (RLS: tenants_update_own) and reads them back. */
export async function guardarDatosLegales(
  tx: TenantTx,
  changes: DatosLegalesChanges,
): Promise<DatosLegales | null> {
  const values = datosLegalesValues(changes);
  if (Object.values(values).every((value) => value === undefined)) return leerDatosLegales(tx);
  const [row] = await tx
    .update(tenants)
    .set(values)
    .where(eq(tenants.id, tx.tenantId))
    .returning(datosLegalesColumns);
  return row ?? null;
}
