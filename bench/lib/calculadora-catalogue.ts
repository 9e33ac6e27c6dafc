/**
 * The calculator benchmark's catalogue, written as the table owner: 6 objective families
 * (tipos_objetivo), operator A's PARTICULAR tariffs and additional lines, and their upfront
 * entries (upfront_history, content_type as KIND_OF_LINEA names a line's item) mapping each to a
 * family. Half the items change upfront 5 months ago (one changes family too), so "the entry in
 * force at the sale" has two to choose from; one tariff has no entry and never counts.
 */
import { sql } from 'drizzle-orm';
import { KIND_OF_LINEA } from '@ventas/domain/ofertas/oferta-cotizacion';
import { type Database } from '../../apps/api/src/db/database';
import { rowsOf } from './bench-rows';
import { lit } from './seed-sql';

export const FAMILIAS = ['Fibra', 'Convergente', 'Móvil', 'Líneas adicionales', 'TV', 'Negocios'] as const;
type Familia = (typeof FAMILIAS)[number];

const TARIFAS: ReadonlyArray<{ name: string; category: string; familia: Familia | null; upfront: number }> = [
  { name: 'Fibra 300Mb', category: 'fibra', familia: 'Fibra', upfront: 40 },
  { name: 'Fibra 600Mb', category: 'fibra', familia: 'Fibra', upfront: 50 },
  { name: 'Fibra 1Gb', category: 'fibra', familia: 'Fibra', upfront: 60 },
  { name: 'Fibra 600Mb + Móvil 50GB', category: 'convergent', familia: 'Convergente', upfront: 90 },
  { name: 'Fibra 1Gb + Móvil ilimitado', category: 'convergent', familia: 'Convergente', upfront: 110 },
  { name: 'Fibra 1Gb + 2 Móviles + TV Total', category: 'convergent', familia: 'TV', upfront: 140 },
  { name: 'Móvil 25GB', category: 'movil', familia: 'Móvil', upfront: 25 },
  { name: 'Móvil ilimitado', category: 'movil', familia: 'Móvil', upfront: 35 },
  { name: 'Negocios Fibra + Centralita', category: 'convergent', familia: 'Negocios', upfront: 150 },
  { name: 'Tarifa Social 100Mb', category: 'fibra', familia: null, upfront: 0 },
];
const ADICIONALES: ReadonlyArray<{ name: string; familia: Familia; upfront: number }> = [
  { name: 'Línea adicional 10GB', familia: 'Líneas adicionales', upfront: 10 },
  { name: 'Línea adicional 25GB', familia: 'Líneas adicionales', upfront: 15 },
  { name: 'Línea adicional 50GB', familia: 'Líneas adicionales', upfront: 20 },
  { name: 'Línea adicional ilimitada', familia: 'Líneas adicionales', upfront: 25 },
  { name: 'Línea datos 5G', familia: 'Móvil', upfront: 20 },
];

export interface CalcCatalogue {
  familias: number[];
  /** Items as calc_items rows: kind ('tarifa' | 'adicional'), 1-based n, id, name. */
  items: Array<{ kind: string; n: number; id: number; nombre: string }>;
}

export async function createCalcCatalogue(database: Database, tenantId: number): Promise<CalcCatalogue> {
  const db = database.owner;
  const query = async <T>(text: string) => rowsOf<T>(await db.execute(sql.raw(text)));
  const familias = await query<{ id: number; nombre: Familia }>(
    `INSERT INTO tipos_objetivo (tenant_id, nombre)
     VALUES ${FAMILIAS.map((nombre) => `(${tenantId}, ${lit(nombre)})`).join(', ')} RETURNING id, nombre`,
  );
  const familiaId = new Map(familias.map((f) => [f.nombre, f.id]));
  const tarifas = await query<{ id: number; name: string }>(
    `INSERT INTO tarifas (tenant_id, name, category, payment_type, operator, segment)
     VALUES ${TARIFAS.map((t) => `(${tenantId}, ${lit(t.name)}, ${lit(t.category)}, 'Pospago', 'A', 'PARTICULAR')`).join(', ')}
     RETURNING id, name`,
  );
  const adicionales = await query<{ id: number; name: string }>(
    `INSERT INTO adicionales (tenant_id, name, max_number, operator, segment)
     VALUES ${ADICIONALES.map((a) => `(${tenantId}, ${lit(a.name)}, 4, 'A', 'PARTICULAR')`).join(', ')}
     RETURNING id, name`,
  );
  const entries: string[] = [];
  const entry = (kind: string, id: number, upfront: number, familia: Familia, monthsAgo: number) =>
    entries.push(
      `(${tenantId}, ${lit(kind)}, ${id}, ${upfront}, ${familiaId.get(familia)}, now() - interval '${monthsAgo} months')`,
    );
  TARIFAS.forEach((tarifa, i) => {
    if (!tarifa.familia) return;
    entry(KIND_OF_LINEA.LINEA_PRINCIPAL, tarifas[i]!.id, tarifa.upfront, tarifa.familia, 24);
    if (i % 2 === 0)
      entry(
        KIND_OF_LINEA.LINEA_PRINCIPAL,
        tarifas[i]!.id,
        tarifa.upfront + 10,
        i === 6 ? 'Convergente' : tarifa.familia,
        5,
      );
  });
  ADICIONALES.forEach((adicional, i) => {
    entry(KIND_OF_LINEA.LINEA_ADICIONAL, adicionales[i]!.id, adicional.upfront, adicional.familia, 24);
    if (i % 2 === 1)
      entry(KIND_OF_LINEA.LINEA_ADICIONAL, adicionales[i]!.id, adicional.upfront + 5, adicional.familia, 5);
  });
  await query(
    `INSERT INTO upfront_history (tenant_id, content_type, object_id, upfront, familia_objetivo_id, fecha)
     VALUES ${entries.join(', ')}`,
  );
  const items = [
    ...tarifas.map((t, i) => ({ kind: KIND_OF_LINEA.LINEA_PRINCIPAL, n: i + 1, id: t.id, nombre: t.name })),
    ...adicionales.map((a, i) => ({
      kind: KIND_OF_LINEA.LINEA_ADICIONAL,
      n: i + 1,
      id: a.id,
      nombre: a.name,
    })),
  ];
  return { familias: familias.map((f) => f.id), items };
}
