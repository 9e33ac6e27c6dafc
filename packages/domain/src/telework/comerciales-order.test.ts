import { describe, expect, it } from 'vitest';
import { compareComerciales, isInvitado } from './comerciales-order';

describe('assignment list order (SPEC §5)', () => {
  it('sorts by estado ALTA, VACACIONES, BAJA, INACTIVO, unknown ones last, then by name in Spanish', () => {
    const rows = [
      { id: 1, estado: 'INACTIVO', nombre_completo: 'Ana' },
      { id: 2, estado: 'RARO', nombre_completo: 'Ana' },
      { id: 3, estado: 'BAJA', nombre_completo: 'Ana' },
      { id: 4, estado: 'ALTA', nombre_completo: 'zacarías' },
      { id: 5, estado: 'ALTA', nombre_completo: 'Óscar' },
      { id: 6, estado: 'VACACIONES', nombre_completo: 'Ana' },
      { id: 7, estado: 'ALTA', nombre_completo: 'Ñoño' },
      { id: 8, estado: 'ALTA', nombre_completo: 'Nerea' },
      { id: 9, estado: 'ALTA', nombre_completo: 'nerea' },
    ];
    expect([...rows].sort(compareComerciales).map((row) => row.id)).toEqual([8, 9, 7, 5, 4, 6, 3, 1, 2]);
  });

  it.each([
    [['Invitado', '', 'x'], true],
    [['', 'Pérez', 'INVITADO-2'], true],
    [['Luis', 'Invitadorio', 'luis'], true],
    [['Luis', 'Vitado', 'luis'], false],
  ])('%j is a guest: %s', (names, expected) => {
    expect(isInvitado(names)).toBe(expected);
  });
});
