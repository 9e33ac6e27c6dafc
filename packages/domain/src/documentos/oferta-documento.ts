import { Decimal } from 'decimal.js';
import type { DatosLegalesDocumento } from '../distribuidores/datos-legales';
import type { DecimalAmount } from '../money/decimal-amount';

/**
 * What the offer's printable view shows (issue 13 "Documents": GET generate-oferta-html/{id} and
 * its PDF; issue 29 §5: what a customer signs against): everything already decided, priced and
 * labelled, so the view only lays it out. Amounts are exact decimal strings, VAT included as the
 * offer quoted them.
 */
export interface OfertaDocumento {
  distribuidor: DistribuidorDocumento;
  /** The offer's commercial, who signs for the distributor; null when the offer has none. */
  comercial: ComercialDocumento | null;
  numero: number;
  /** The instant the offer was quoted (ISO). */
  fecha: string;
  /** The last day its prices hold (YYYY-MM-DD). */
  validaHasta: string;
  cliente: {
    nombre: string;
    /** 'DNI' and '12345678Z'; null when the customer has no document. */
    documento: { tipo: string; numero: string } | null;
    telefonos: string[];
    direccion: string | null;
  };
  /** The segment's label: 'Particular', 'Negocios'. */
  segmento: string;
  /** The territory whose indirect tax applies: 'Península', 'IVA', '21'. */
  territorio: { nombre: string; impuesto: string; tipo: DecimalAmount };
  paquetes: PaqueteDocumento[];
  total: {
    durante: DecimalAmount;
    despues: DecimalAmount;
    mesesPromocion: number;
    /** What the total, rounded once, differs from the packages' prices as shown (null: nothing). */
    ajusteDurante: DecimalAmount | null;
    ajusteDespues: DecimalAmount | null;
  };
  /** The devices' one-off initial payments added up; null when the offer finances no device. */
  pagosIniciales: DecimalAmount | null;
  /** What the customer pays today, monthly; null if not known. */
  precioAnterior: DecimalAmount | null;
}

export interface DistribuidorDocumento {
  nombre: string;
  /** The uploaded logo as a `data:` URI (the PDF engine fetches nothing); null without one. */
  logo: string | null;
  /** Legal name, CIF/NIF and address, each null when unset; null when none is (datosLegalesDocumento). */
  datosLegales: DatosLegalesDocumento | null;
}

export interface ComercialDocumento {
  nombre: string;
  email: string | null;
  telefonos: string[];
}

export interface PaqueteDocumento {
  titulo: string;
  /** The line type's label: 'Línea principal'. */
  tipoLinea: string;
  /** The breakdown in pricing order: the line, each promotion (negative), installment, insurance, SVAs, adjustment. */
  conceptos: Array<{ concepto: string; importe: DecimalAmount }>;
  /** The financed device, null without one. */
  dispositivo: DispositivoDocumento | null;
  durante: DecimalAmount;
  despues: DecimalAmount;
  mesesPromocion: number;
}

export interface DispositivoDocumento {
  nombre: string;
  /** How many monthly instalments; null while the catalogue does not record it. */
  cuotas: number | null;
  cuotaMensual: DecimalAmount;
  pagoInicial: DecimalAmount;
  pagoFinal: DecimalAmount;
}

/**
 * The saving against what the customer pays today, per month and per year, at the offer's price
 * during its promotions. Negative when the offer costs more: to word it, use `comparacionPrecio`.
 */
export function ahorro(
  precioAnterior: DecimalAmount | null,
  total: DecimalAmount,
): { mensual: DecimalAmount; anual: DecimalAmount } | null {
  if (precioAnterior === null) return null;
  const monthly = new Decimal(precioAnterior).minus(total);
  return { mensual: monthly.toFixed(2), anual: monthly.times(12).toFixed(2) };
}
