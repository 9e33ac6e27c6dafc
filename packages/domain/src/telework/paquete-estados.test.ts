import { describe, expect, it } from 'vitest';
import { ESTADOS_OFERTA } from '../ofertas/oferta-estados';
import { estadoDelPaquete } from './paquete-estados';

const oferta = (label: string) => ESTADOS_OFERTA.find((estado) => estado.label === label)?.id ?? 0;

describe('estadoDelPaquete: a package is an order in flight only once its offer has one', () => {
  it.each([
    // A just-saved offer: its packages are stored VUELO, but nothing was sent to the provider.
    ['VUELO', 'Pendiente', null],
    ['VUELO', 'Presentada', 'VUELO'],
    ['VUELO', 'Rechazada', null],
    ['VUELO', 'Activada', 'VUELO'],
    ['VUELO', 'Error envío a SMART', null],
    ['VUELO', 'Activada Parcial', 'VUELO'],
    ['VUELO', 'Cancelada', null],
    // Set by the provider's order or by a person: they hold whatever the offer says.
    ['ACTIVO', 'Pendiente', 'ACTIVO'],
    ['ACTIVO', 'Cancelada', 'ACTIVO'],
    ['CANCELADO', 'Activada', 'CANCELADO'],
    ['CANCELADO', 'Pendiente', 'CANCELADO'],
    // A state outside the list is none.
    ['EN_VUELO', 'Presentada', null],
  ])('a %s package of a %s offer is %s', (paquete, estadoOferta, expected) => {
    expect(estadoDelPaquete(paquete, oferta(estadoOferta))).toBe(expected);
  });
});
