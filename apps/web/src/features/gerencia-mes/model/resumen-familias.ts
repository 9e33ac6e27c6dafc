import { Decimal } from 'decimal.js';
import type { ComercialProyectado } from '@ventas/domain/gerencia/objetivos-gerencia-contract';
import { formatAmount, type DecimalAmount } from '@ventas/domain/money/decimal-amount';

/** One family's figures summed over a list of commercials: the summary and subtotal rows. */
export interface ResumenFamilia {
  objetivo: DecimalAmount;
  consecucion: DecimalAmount;
  /** Sales of target over the summed figures, in percent; null for a summed target of 0. */
  objetivo_porc: DecimalAmount | null;
  /** Null when nobody has a pace yet (a month not begun). */
  proyeccion: DecimalAmount | null;
  proyeccion_porc: DecimalAmount | null;
}

/** Percent of `parte` over `total` with 2 decimals (as the API rounds them); null over 0. */
const porcentajeDe = (parte: Decimal, total: Decimal): DecimalAmount | null =>
  total.lte(0) ? null : formatAmount(parte.times(100).dividedBy(total), 2);

/**
 * Each family's target, sales and projection summed over `comerciales`, exactly (decimal.js:
 * '0.10' + '0.20' is '0.3', never 0.30000000000000004). A commercial without an objective in the
 * family adds nothing. A commercial with no pace yet (no working day elapsed, projection null)
 * counts at their sales: what they already have is the least they end with
 * (decisions-gerencia-mes 2). The percents are the sums' own, not an average of percents.
 */
export function resumenPorFamilia(
  comerciales: readonly ComercialProyectado[],
  familias: readonly { id: number }[],
): Map<number, ResumenFamilia> {
  const resumen = new Map<number, ResumenFamilia>();
  for (const { id } of familias) {
    const objetivos = comerciales.flatMap((c) => c.objetivos.filter((o) => o.familia === id));
    const suma = (valor: (o: (typeof objetivos)[number]) => DecimalAmount) =>
      objetivos.reduce((total, o) => total.plus(valor(o)), new Decimal(0));
    const objetivo = suma((o) => o.objetivo);
    const consecucion = suma((o) => o.consecucion);
    const conRitmo = objetivos.some((o) => o.proyeccion !== null);
    const proyeccion = suma((o) => o.proyeccion ?? o.consecucion);
    resumen.set(id, {
      objetivo: objetivo.toFixed(),
      consecucion: consecucion.toFixed(),
      objetivo_porc: porcentajeDe(consecucion, objetivo),
      proyeccion: conRitmo ? proyeccion.toFixed() : null,
      proyeccion_porc: conRitmo ? porcentajeDe(proyeccion, objetivo) : null,
    });
  }
  return resumen;
}

/** The commissions paid summed; a withheld one (null) adds nothing. */
export const sumaComisiones = (comerciales: readonly ComercialProyectado[]): DecimalAmount =>
  formatAmount(
    comerciales.reduce((total, c) => total.plus(c.comision_total ?? 0), new Decimal(0)),
    2,
  );
