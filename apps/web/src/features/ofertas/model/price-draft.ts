import type { CotizacionPaquete } from '@ventas/domain/ofertas/oferta-cotizacion';
import { quotedPackageOf } from '@ventas/domain/ofertas/oferta-cotizacion';
import { quoteOferta, type QuoteCatalogue } from '@ventas/domain/ofertas/quote-oferta';
import {
  priceOffer,
  type OfferPrice,
  type PackagePrice,
  type Segment,
} from '@ventas/domain/ofertas/price-oferta';
import { territorioDe, TERRITORIO_POR_DEFECTO } from '@ventas/domain/ofertas/territorios';
import { paqueteForm } from './draft-to-body';
import type { PaqueteDraft } from './oferta-draft';

/** The package fields a quote problem can name (quote-oferta.ts paths). */
export type QuotedField = 'tarifa' | 'promociones' | 'cacharro' | 'seguro' | 'svas';

export type PaquetePricing =
  | { estado: 'sinLinea' }
  | { estado: 'cargando' }
  | { estado: 'problemas'; problems: Partial<Record<QuotedField, string>> }
  | { estado: 'cotizado'; cotizacion: CotizacionPaquete; precio: PackagePrice };

export interface DraftPricing {
  /** The offer's segment as the quote derives it (SPEC §4), for the breakdown's VAT. */
  segment: Segment | null;
  vatRate: string;
  paquetes: PaquetePricing[];
  /** Over the priced packages; `completo` says whether every package with a line is among them. */
  total: OfferPrice | null;
  completo: boolean;
}

export interface PriceDraftInput {
  paquetes: readonly PaqueteDraft[];
  tipoIva: string;
  /** Null while a list the packages need is still loading. */
  catalogue: QuoteCatalogue | null;
  /** EDIT without re-quoting: each saved package's quote, by package id (kept item by item). */
  previous: ReadonlyMap<number, CotizacionPaquete>;
  clienteSegmento: string | null;
}

const PROBLEM_PATH = /^paquetes\.(\d+)\.(\w+)$/;

/**
 * The offer priced as the server will price it (oferta-pricing.ts on the API): the domain's quote
 * from the same catalogue rules, then the one price function with the priorities it fills in. A
 * package the quote refuses is left out and shows why; the others are priced without it.
 */
export function priceDraft(input: PriceDraftInput): DraftPricing {
  const vatRate = (territorioDe(input.tipoIva) ?? territorioDe(TERRITORIO_POR_DEFECTO))?.rate ?? '0';
  const paquetes: PaquetePricing[] = input.paquetes.map((paquete) =>
    paquete.tarifa === null ? { estado: 'sinLinea' } : { estado: 'cargando' },
  );
  const empty = { segment: null, vatRate, paquetes, total: null, completo: false };
  if (input.catalogue === null) return empty;
  let quoted = paquetes.flatMap((pricing, index) => (pricing.estado === 'cargando' ? [index] : []));
  // Each pass drops the packages the quote refused; one pass more at most per package.
  for (let pass = 0; quoted.length > 0 && pass <= input.paquetes.length; pass += 1) {
    const result = quoteOferta({
      paquetes: quoted.map((index) => paqueteForm(input.paquetes[index] as PaqueteDraft)),
      catalogue: input.catalogue,
      previous: input.previous,
      clienteSegmento: input.clienteSegmento,
    });
    if (result.ok) {
      const segment = result.segmento as Segment;
      const total = priceOffer({
        segment,
        vatRate,
        byPriority: true,
        packages: result.cotizaciones.map(quotedPackageOf),
      });
      quoted.forEach((index, position) => {
        const cotizacion = result.cotizaciones[position] as CotizacionPaquete;
        paquetes[index] = {
          estado: 'cotizado',
          cotizacion,
          precio: total.packages[position] as PackagePrice,
        };
      });
      const completo = paquetes.every((pricing) => pricing.estado !== 'problemas');
      return { segment, vatRate, paquetes, total, completo };
    }
    const refused = new Set<number>();
    for (const [path, messages] of Object.entries(result.errors)) {
      const [, position, field] = PROBLEM_PATH.exec(path) ?? [];
      const index = quoted[Number(position)];
      if (index === undefined || field === undefined) continue;
      const current = paquetes[index];
      const problems = current?.estado === 'problemas' ? current.problems : {};
      problems[field as QuotedField] ??= messages[0];
      paquetes[index] = { estado: 'problemas', problems };
      refused.add(index);
    }
    if (refused.size === 0) break;
    quoted = quoted.filter((index) => !refused.has(index));
  }
  return { ...empty, completo: false };
}
