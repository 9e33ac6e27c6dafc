import { Decimal } from 'decimal.js';
import { formatAmount, type DecimalAmount } from '../money/decimal-amount';
import { formatEuros } from '../money/euro-format';

/**
 * The offer against what the customer pays today (issue 29 §5): a saving, an extra cost or the
 * same price, worded once for the printed offer and the configurator's panel. A difference is
 * never printed with a minus sign: "ahorro de -13,06 €" read as nonsense to customers.
 */
export type TipoComparacion = 'ahorro' | 'sobrecoste' | 'igual';

export interface ComparacionPrecio {
  tipo: TipoComparacion;
  /** The monthly difference, without sign (2 decimals). */
  mensual: DecimalAmount;
  /** Twelve months of it, without sign. */
  anual: DecimalAmount;
  /** The panel's heading. */
  titulo: string;
  /** The sentence the document prints. */
  frase: string;
}

const MESES_POR_ANO = 12;

const TITULOS: Readonly<Record<TipoComparacion, string>> = {
  ahorro: 'Ahorro',
  sobrecoste: 'Cuesta más que hoy',
  igual: 'Mismo precio que hoy',
};

function frase(tipo: TipoComparacion, mensual: DecimalAmount, anual: DecimalAmount): string {
  const mes = `${formatEuros(mensual)}/mes`;
  const ano = `${formatEuros(anual)} al año`;
  if (tipo === 'ahorro') return `Con esta oferta ahorra ${mes} respecto a lo que paga hoy (${ano}).`;
  if (tipo === 'sobrecoste') return `Esta oferta cuesta ${mes} más que lo que paga hoy (${ano}).`;
  return 'Esta oferta cuesta lo mismo que lo que paga hoy.';
}

/**
 * What the offer's monthly price (during its promotions, what the customer pays first) means
 * against today's; null when today's price is not known. Amounts are compared exactly and the
 * difference rounded once, to cents.
 */
export function comparacionPrecio(
  precioAnterior: DecimalAmount | null,
  total: DecimalAmount,
): ComparacionPrecio | null {
  if (precioAnterior === null) return null;
  const diferencia = new Decimal(precioAnterior).minus(total);
  const mensual = formatAmount(diferencia.abs(), 2);
  const anual = formatAmount(diferencia.abs().times(MESES_POR_ANO), 2);
  const tipo: TipoComparacion = new Decimal(mensual).isZero()
    ? 'igual'
    : diferencia.isPositive()
      ? 'ahorro'
      : 'sobrecoste';
  return { tipo, mensual, anual, titulo: TITULOS[tipo], frase: frase(tipo, mensual, anual) };
}
