import type { LineaKind } from '@ventas/domain/ofertas/oferta-cotizacion';
import {
  lineaKey,
  type QuoteCatalogue,
  type QuoteLinea,
  type QuotePromocion,
} from '@ventas/domain/ofertas/quote-oferta';
import type { CatalogueOption, Operator } from '@ventas/domain/servicios/catalogue-drop-downs';
import type { Installment } from '@ventas/domain/servicios/installment-contract';
import type { Promocion } from '@ventas/domain/servicios/promocion-contract';
import type { Seguro } from '@ventas/domain/servicios/seguro-contract';
import type { LineaItem } from '../api/lineas-query';

/** The catalogue lists the screen read for one operator and segment. */
export interface CatalogoLeido {
  operadores: readonly Operator[];
  lineas: Record<LineaKind, readonly LineaItem[]>;
  promociones: readonly Promocion[];
  seguros: readonly Seguro[];
  dispositivos: readonly CatalogueOption[];
  /** The installments of every line the packages name. */
  cuotas: readonly Installment[];
}

function quoteLinea(kind: LineaKind, item: LineaItem): QuoteLinea {
  return {
    id: item.id,
    kind,
    name: item.name,
    operator: item.operator,
    segment: item.segment,
    is_active: item.is_active,
    price: item.price_value,
    promotions: item.promotions,
    svas: 'svas' in item ? item.svas : [],
  };
}

const isAmountUnit = (unit: string): unit is QuotePromocion['amount_unit'] =>
  unit === 'MONETARY' || unit === 'PERCENTS';

/**
 * The lists as the domain's quote reads a catalogue (quote-oferta.ts), so the screen quotes an
 * offer with the very rules the server saves it with. The lists hold active items only: an item
 * that left the catalogue is "No existe" here, as the server reads it at the moment of saving.
 */
export function quoteCatalogueOf(leido: CatalogoLeido): QuoteCatalogue {
  const lineas = new Map<string, QuoteLinea>();
  for (const kind of Object.keys(leido.lineas) as LineaKind[]) {
    for (const item of leido.lineas[kind]) lineas.set(lineaKey(kind, item.id), quoteLinea(kind, item));
  }
  return {
    lineas,
    promociones: new Map(
      leido.promociones.flatMap((row) =>
        isAmountUnit(row.amount_unit) ? [[row.id, { ...row, amount_unit: row.amount_unit }] as const] : [],
      ),
    ),
    terminales: new Map(leido.dispositivos.map((row) => [row.id, { ...row, is_active: true }])),
    installments: leido.cuotas.map((row) => ({
      id: row.id,
      terminal_id: row.terminal__id,
      installment_type: row.installment_type,
      object_id: row.object_id,
      initial_price: row.initial_price,
      month_price: row.month_price,
      final_price: row.final_price,
      is_active: row.is_active,
    })),
    seguros: new Map(leido.seguros.map((row) => [row.id, row])),
    terminalesDe: new Map(leido.operadores.map((row) => [row.codigo, row.terminales_de ?? row.codigo])),
  };
}
