import { describe, expect, it } from 'vitest';
import { paqueteEstadoFrom } from '../telework/package-order-state';
import { estadoPaqueteDeOrden, etiquetaEstadoOrden } from './estado-orden';

describe('order state mapping (SPEC §4)', () => {
  it.each([
    [6, 'Enviado', 'ACTIVO'],
    [77, 'Enviado', 'ACTIVO'],
    [76, 'Enviado', 'ACTIVO'],
    [7, 'Cancelado', 'CANCELADO'],
    [8, 'En vuelo', 'VUELO'],
    [79, 'En vuelo', 'VUELO'],
    ['active', 'Activo', 'ACTIVO'],
  ] as const)('order state %s is %s and sets the package to %s', (estado, etiqueta, paquete) => {
    expect(etiquetaEstadoOrden(estado)).toBe(etiqueta);
    const enviado = estadoPaqueteDeOrden(estado);
    expect(enviado).not.toBeNull();
    expect(paqueteEstadoFrom(enviado!)).toBe(paquete);
  });

  it.each([0, 1, 5, 9, 78, 80, 999])(
    'an unknown number %s is shown as itself and updates nothing',
    (estado) => {
      expect(etiquetaEstadoOrden(estado)).toBe(`Estado ${estado}`);
      expect(estadoPaqueteDeOrden(estado)).toBeNull();
    },
  );
});
