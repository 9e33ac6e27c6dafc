import { describe, expect, it } from 'vitest';
import { SIN_TIENDA, retailxSchema } from './retailx-contract';
import { gruposPorTienda, tiendaDeCadaComercial } from './retailx-tiendas';

const centro = { id: 1, nombre: 'Centro', comerciales: [10, 11] };
const norte = { id: 2, nombre: 'Norte', comerciales: [12] };
const vacia = { id: 3, nombre: 'Ávila', comerciales: [] };

describe('gruposPorTienda (the per-store rows)', () => {
  it.each([
    ['no stores at all: no per-store rows', [10, 11], [], []],
    [
      'stores by name, then the commercials in none as Sin tienda',
      [10, 11, 12, 13],
      [norte, centro],
      [
        { tienda: 1, nombre: 'Centro', comerciales: [10, 11] },
        { tienda: 2, nombre: 'Norte', comerciales: [12] },
        { tienda: null, nombre: SIN_TIENDA, comerciales: [13] },
      ],
    ],
    [
      'a store without any of the commercials asked for is left out',
      [12],
      [centro, norte, vacia],
      [{ tienda: 2, nombre: 'Norte', comerciales: [12] }],
    ],
    [
      'a Comercial sees only the row of their own store, with themselves',
      [11],
      [centro, norte],
      [{ tienda: 1, nombre: 'Centro', comerciales: [11] }],
    ],
    ['the channel without commercials has no rows even with stores', [], [centro], []],
  ])('%s', (_caso, ids, tiendas, grupos) => {
    expect(gruposPorTienda(ids, tiendas)).toEqual(grupos);
  });

  it('puts a commercial listed in two stores in the first by name only, so no customer counts twice', () => {
    const grupos = gruposPorTienda(
      [10],
      [norte, { ...centro, comerciales: [10] }, { ...norte, comerciales: [10] }],
    );
    expect(grupos).toEqual([{ tienda: 1, nombre: 'Centro', comerciales: [10] }]);
  });
});

describe('tiendaDeCadaComercial', () => {
  it('maps each commercial to their store, and those in none to null', () => {
    const grupos = gruposPorTienda([10, 12, 13], [centro, norte]);
    expect([...tiendaDeCadaComercial(grupos)]).toEqual([
      [10, 1],
      [12, 2],
      [13, null],
    ]);
  });
});

describe('retailxSchema', () => {
  const figuras = {
    atencion: 1,
    agendado: 0,
    gestion: 0,
    nointeresado: 0,
    oferta: 1,
    vendido: 1,
    paquete: 1,
    cliente: 0,
  };
  const respuesta = {
    ventana: { desde: '2026-03-02', hasta: '2026-04-01' },
    tiendas: [{ tienda: null, nombre: SIN_TIENDA, comerciales: [5], ...figuras }],
    comerciales: [{ comercial: 5, nombre: 'Ana', tienda: null, ...figuras }],
    total: figuras,
  };

  it('accepts a channel with its stores, commercials and total', () => {
    expect(retailxSchema.parse(respuesta)).toEqual(respuesta);
  });

  it('refuses a row missing one of the figures', () => {
    const { vendido: _vendido, ...sinVendido } = figuras;
    expect(retailxSchema.safeParse({ ...respuesta, total: sinVendido }).success).toBe(false);
  });
});
