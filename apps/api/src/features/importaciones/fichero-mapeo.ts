import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { CAMPOS, type CampoImportacion, type Mapeo } from '@ventas/domain/importaciones/importacion-contract';
import { foldCabecera } from '@ventas/domain/importaciones/importacion-mapeo';
import { parsedRows, type TenantTx } from '../../db/database';

/** Headers an origin remembers: every list it ever had, newest first, within reason. */
const MAX_CABECERAS_GUARDADAS = 500;

export type MapeoPorCabecera = Record<string, CampoImportacion | null>;

/** The origin's remembered mapping (jsonb), folded header → field; null when never imported into. */
const MAPEO_ROW = z.object({ mapeo: z.record(z.string(), z.enum(CAMPOS).nullable()).nullable() });

/** The origin's saved mapping (null when never imported into); undefined when the origin is not the tenant's. */
export async function mapeoDeOrigen(
  tx: TenantTx,
  origenId: number,
): Promise<MapeoPorCabecera | null | undefined> {
  const result = await tx.execute(
    sql`SELECT mapeo_importacion AS mapeo FROM origenes_bbdd WHERE tenant_id = ${tx.tenantId} AND id = ${origenId}`,
  );
  const row = parsedRows(result, MAPEO_ROW)[0];
  return row ? row.mapeo : undefined;
}

/**
 * Saves the confirmed mapping by folded header (a column without a header is not remembered),
 * over what the origin remembered: a header of this file gets its new field (or null, left out),
 * those of earlier files stay.
 */
export async function guardarMapeo(
  tx: TenantTx,
  origenId: number,
  mapeo: Mapeo,
  cabeceras: ReadonlyMap<number, string>,
): Promise<void> {
  const anterior = (await mapeoDeOrigen(tx, origenId)) ?? {};
  const nuevo: MapeoPorCabecera = {};
  for (const [columna, campo] of Object.entries(mapeo)) {
    const cabecera = cabeceras.get(Number(columna));
    const clave = cabecera ? foldCabecera(cabecera) : '';
    if (clave) nuevo[clave] = campo;
  }
  const combinado = Object.entries({
    ...nuevo,
    ...Object.fromEntries(Object.entries(anterior).filter(([clave]) => !(clave in nuevo))),
  });
  const guardado = Object.fromEntries(combinado.slice(0, MAX_CABECERAS_GUARDADAS));
  await tx.execute(
    sql`UPDATE origenes_bbdd SET mapeo_importacion = ${JSON.stringify(guardado)}::jsonb
        WHERE tenant_id = ${tx.tenantId} AND id = ${origenId}`,
  );
}
