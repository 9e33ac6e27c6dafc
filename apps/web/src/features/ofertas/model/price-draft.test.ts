import { describe, expect, it } from 'vitest';
import type { PaqueteDetail } from '@ventas/domain/ofertas/oferta-contract';
import type { CotizacionPaquete } from '@ventas/domain/ofertas/oferta-cotizacion';
import { MENSAJES_COTIZACION } from '@ventas/domain/ofertas/quote-oferta';
import {
  CUOTAS_TARIFA_4,
  DISPOSITIVOS,
  OFERTA_GUARDADA,
  OPERADORES,
  PROMOCIONES,
  SEGUROS,
  SVAS,
  TARIFAS,
} from '../test/oferta-fixtures';
import { emptyPaquete, type PaqueteDraft } from './oferta-draft';
import { priceDraft } from './price-draft';
import { quoteCatalogueOf } from './quote-catalogue';

const catalogue = quoteCatalogueOf({
  operadores: OPERADORES,
  lineas: { tarifa: TARIFAS, adicional: [], sva: SVAS },
  promociones: PROMOCIONES,
  seguros: SEGUROS,
  dispositivos: DISPOSITIVOS,
  cuotas: CUOTAS_TARIFA_4,
});
const paquete = (fields: Partial<PaqueteDraft>): PaqueteDraft => ({ ...emptyPaquete(), ...fields });
const input = (paquetes: PaqueteDraft[]) => ({
  paquetes,
  tipoIva: 'Península',
  catalogue,
  previous: new Map(),
  clienteSegmento: 'PARTICULAR',
});

describe('the live price of a draft', () => {
  it('waits for the catalogue, and leaves packages without a line out', () => {
    const loading = priceDraft({ ...input([paquete({ tarifa: 7 }), paquete({})]), catalogue: null });
    expect(loading.paquetes.map((p) => p.estado)).toEqual(['cargando', 'sinLinea']);
    expect(loading.total).toBeNull();
    const priced = priceDraft(input([paquete({ tarifa: 7 }), paquete({})]));
    expect(priced.paquetes.map((p) => p.estado)).toEqual(['cotizado', 'sinLinea']);
    expect(priced.total?.during).toBe('15.61');
  });

  it('shows why the quote refuses a package and prices the others without it', () => {
    // Terminal 20 has installments on tariff 4 only.
    const priced = priceDraft(input([paquete({ tarifa: 7, cacharro: 20 }), paquete({ tarifa: 4 })]));
    expect(priced.paquetes[0]).toEqual({
      estado: 'problemas',
      problems: { cacharro: MENSAJES_COTIZACION.sinCuotas },
    });
    expect(priced.total?.during).toBe('48.28');
    expect(priced.completo).toBe(false);
  });

  it('prices a saved package from its quote while its items stay as they were', () => {
    const saved = OFERTA_GUARDADA.paquetes[0] as PaqueteDetail;
    const draft = paquete({ paqueteId: saved.id, tarifa: 4, promociones: [1] });
    const previous = new Map([[saved.id, saved.cotizacion as CotizacionPaquete]]);
    expect(priceDraft({ ...input([draft]), previous }).total?.during).toBe(OFERTA_GUARDADA.precioTotal);
    expect(priceDraft(input([draft])).total?.during).toBe('38.28');
  });
});
