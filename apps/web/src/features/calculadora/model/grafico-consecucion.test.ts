import { describe, expect, it } from 'vitest';
import { barrasConsecucion } from './grafico-consecucion';

const objetivo = (
  familia_nombre: string,
  objetivo: string,
  objetivo_porc: string | null,
  five_percent: string,
) => ({
  id: 1,
  comercial: 4,
  familia: 1,
  familia_nombre,
  fecha: '2026-11',
  peso: '50.00',
  objetivo,
  llave: false,
  consecucion: '0',
  objetivo_porc,
  comision_porc: '0.00',
  five_percent,
});

describe('barrasConsecucion', () => {
  it('draws each family with a target: its percent and the pace expected today', () => {
    expect(
      barrasConsecucion([
        objetivo('FIBRA', '4.00', '75.00', '2.00'),
        objetivo('TV', '3.00', '166.67', '1.50'),
      ]),
    ).toEqual([
      { familia: 'FIBRA', conseguido: 75, esperado: 50 },
      { familia: 'TV', conseguido: 166.7, esperado: 50 },
    ]);
  });

  it('leaves out a family without target (no percent to draw)', () => {
    expect(barrasConsecucion([objetivo('ENERGIA', '0.00', null, '-1.00')])).toEqual([]);
  });
});
