import { Decimal } from 'decimal.js';
import type { DecimalAmount } from '../money/decimal-amount';
import { repartirCentimos } from '../money/reparto';

/**
 * Issue 14 (beyond the spec): what each counted sale contributed to a month's commission, so a
 * statement's euros link back to the sales, and a later cancellation takes back exactly its part.
 *
 * The commission is earned by achievement: each family brings its `comision_porc` (capped, with
 * its weight) to the total that picks the band. A family's share of the commission is its
 * comision_porc over the total; its sales share that part equally (families count units). A
 * family without a target brings 0 %, so its sales contributed nothing. When no family weighs
 * (a COLABORADOR or RECOMENDADOR earns without objectives) every sale shares it equally. No
 * commission (gated, or no band) means every sale contributed 0. The parts add up to the
 * commission to the cent.
 */
export interface FamiliaAportada {
  familia: string;
  comision_porc: DecimalAmount;
}

export interface VentaAportada {
  paquete_id: number;
  familia: string;
}

export function aportacionesDeVentas(
  familias: readonly FamiliaAportada[],
  ventas: readonly VentaAportada[],
  comision: DecimalAmount | null,
): Map<number, DecimalAmount> {
  const porc = new Map(familias.map((f) => [f.familia, new Decimal(f.comision_porc)]));
  const unidades = new Map<string, number>();
  for (const venta of ventas) unidades.set(venta.familia, (unidades.get(venta.familia) ?? 0) + 1);
  // Each sale's weight: its family's comision_porc split among the family's sales.
  const pesos = ventas.map((venta) =>
    (porc.get(venta.familia) ?? new Decimal(0)).dividedBy(unidades.get(venta.familia)!),
  );
  const sinObjetivos = pesos.every((peso) => peso.isZero());
  const partes = repartirCentimos(comision ?? '0', sinObjetivos ? pesos.map(() => 1) : pesos);
  return new Map(ventas.map((venta, index) => [venta.paquete_id, partes[index]!]));
}
