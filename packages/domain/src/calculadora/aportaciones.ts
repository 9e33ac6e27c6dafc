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
 *
 * A sale this rule gives nothing carries why (issue 29 §5: "Parte 0,00 €" with no reason), from
 * the branch that gave it nothing, so the statement never guesses.
 */
export interface FamiliaAportada {
  familia: string;
  comision_porc: DecimalAmount;
}

export interface VentaAportada {
  paquete_id: number;
  familia: string;
}

/**
 * Why a sale brought nothing: the month pays no commission; its family has no objective this
 * month; or its family's objective adds nothing to the achievement (a target or weight of 0).
 */
export type MotivoSinParte = 'sin_comision' | 'sin_objetivo' | 'objetivo_sin_peso';

export interface Aportacion {
  importe: DecimalAmount;
  /** Null when the sale has a share of the commission (even one that rounds to 0,00 €). */
  motivo: MotivoSinParte | null;
}

/** The reason in Spanish, after the amount ("0,00 € · sin objetivo de TV este mes"). */
export function textoMotivoSinParte(motivo: MotivoSinParte, familia: string): string {
  switch (motivo) {
    case 'sin_comision':
      return 'sin comisión este mes';
    case 'sin_objetivo':
      return `sin objetivo de ${familia} este mes`;
    case 'objetivo_sin_peso':
      return `el objetivo de ${familia} no suma consecución este mes`;
  }
}

export function aportacionesDeVentas(
  familias: readonly FamiliaAportada[],
  ventas: readonly VentaAportada[],
  comision: DecimalAmount | null,
): Map<number, Aportacion> {
  const porc = new Map(familias.map((f) => [f.familia, new Decimal(f.comision_porc)]));
  const unidades = new Map<string, number>();
  for (const venta of ventas) unidades.set(venta.familia, (unidades.get(venta.familia) ?? 0) + 1);
  // Each sale's weight: its family's comision_porc split among the family's sales.
  const pesos = ventas.map((venta) =>
    (porc.get(venta.familia) ?? new Decimal(0)).dividedBy(unidades.get(venta.familia)!),
  );
  const sinObjetivos = pesos.every((peso) => peso.isZero());
  const sinComision = new Decimal(comision ?? '0').isZero();
  const partes = repartirCentimos(comision ?? '0', sinObjetivos ? pesos.map(() => 1) : pesos);
  const motivo = (venta: VentaAportada, peso: Decimal): MotivoSinParte | null => {
    if (sinComision) return 'sin_comision';
    if (sinObjetivos || !peso.isZero()) return null;
    return porc.has(venta.familia) ? 'objetivo_sin_peso' : 'sin_objetivo';
  };
  return new Map(
    ventas.map((venta, index) => [
      venta.paquete_id,
      { importe: partes[index]!, motivo: motivo(venta, pesos[index]!) },
    ]),
  );
}
