import { describe, expect, it } from 'vitest';
import {
  mensajePreciosCambiados,
  preciosCambiados,
  preciosGuardadosDe,
  type PreciosHoy,
} from './oferta-precios-hoy';

const GUARDADOS: PreciosHoy = {
  precioTotal: '51.30',
  precioTotalDespues: '51.30',
  pagoInicial: '0.00',
  paquetes: [
    { id: 1, durante: '24.20', despues: '24.20', inicial: null },
    { id: 2, durante: '27.10', despues: '27.10', inicial: '0.00' },
  ],
};

describe('a saved offer’s prices against today’s', () => {
  it.each([
    ['the same figures, written otherwise', { ...GUARDADOS, precioTotal: '51.3' }, false],
    ['another monthly total', { ...GUARDADOS, precioTotal: '48.80' }, true],
    ['another initial payment', { ...GUARDADOS, pagoInicial: '49.00' }, true],
    [
      'a package that moved while the total did not',
      {
        ...GUARDADOS,
        paquetes: [
          { id: 1, durante: '25.20', despues: '24.20', inicial: null },
          { id: 2, durante: '26.10', despues: '27.10', inicial: '0.00' },
        ],
      },
      true,
    ],
    ['a device where there was none', { ...GUARDADOS, paquetes: [GUARDADOS.paquetes[1]!] }, true],
  ])('%s: changed %s', (_name, hoy, changed) => {
    expect(preciosCambiados(GUARDADOS, hoy)).toBe(changed);
  });

  it('names only what changed, and the total after promotions only when there are some', () => {
    expect(
      mensajePreciosCambiados(GUARDADOS, {
        ...GUARDADOS,
        precioTotal: '48.80',
        precioTotalDespues: '48.80',
        pagoInicial: '49.00',
      }),
    ).toBe(
      'Los precios han cambiado desde que se guardó la oferta: total mensual 51,30 € → 48,80 €; pago inicial 0,00 € → 49,00 €.',
    );
    expect(mensajePreciosCambiados(GUARDADOS, { ...GUARDADOS, precioTotal: '41.30' })).toBe(
      'Los precios han cambiado desde que se guardó la oferta: total mensual 51,30 € → 41,30 €.',
    );
    expect(
      mensajePreciosCambiados(GUARDADOS, { ...GUARDADOS, precioTotal: '41.30', precioTotalDespues: '56.30' }),
    ).toBe(
      'Los precios han cambiado desde que se guardó la oferta: total mensual 51,30 € → 41,30 €; tras las promociones 51,30 € → 56,30 €.',
    );
  });

  it('reads the stored figures of an offer, none for one saved before offers were priced', () => {
    const paquete = (id: number, inicial: string | null) => ({
      id,
      precio: { durante: '10.00', despues: '12.00' },
      cotizacion: { terminal: inicial === null ? null : { initial_price: inicial } },
    });
    expect(
      preciosGuardadosDe({
        precioTotal: '20.00',
        precioTotalDespues: '24.00',
        paquetes: [paquete(1, '49.00'), paquete(2, '10.50'), paquete(3, null)],
      }),
    ).toMatchObject({
      pagoInicial: '59.50',
      paquetes: [{ inicial: '49.00' }, { inicial: '10.50' }, { inicial: null }],
    });
    expect(
      preciosGuardadosDe({
        precioTotal: '20.00',
        precioTotalDespues: '24.00',
        paquetes: [{ ...paquete(1, null), precio: null }],
      }),
    ).toBeNull();
  });
});
