import { describe, expect, it } from 'vitest';
import type { RoleId } from '../permissions/roles';
import {
  MENSAJES_REGLAS as M,
  negativaAlBorrar,
  negativaAlCrear,
  negativaAlEditar,
  rangoDe,
  type CambiosCuenta,
  type CuentaActual,
} from './reglas-cuentas';

const actor = (rol: RoleId, id = 100, isAdmin = false) => ({ id, rol, isAdmin });
const cuenta = (rol: number, extra: Partial<CuentaActual> = {}): CuentaActual => ({
  id: 7,
  rol,
  estado: 'ALTA',
  username: 'pepe',
  tipoComercial: 'TIENDA',
  costoGeneral: '1200.00',
  ...extra,
});
const detalle = (negativa: ReturnType<typeof negativaAlEditar>) => negativa && negativa.detalle;

describe('rangoDe', () => {
  it.each([
    [1, false, 1],
    [2, false, 2],
    [4, false, 4],
    [4, true, 2],
    [3, true, 2],
    [1, true, 1],
  ] as const)('ranks role %i with isAdmin %s as %i', (rol, isAdmin, rango) => {
    expect(rangoDe({ rol, isAdmin })).toBe(rango);
  });
});

describe('negativaAlCrear', () => {
  it.each([
    [1, 1, null],
    [1, 4, null],
    [2, 1, M.rolSuperior],
    [2, 2, null],
    [2, 3, null],
    [3, 2, M.rolSuperior],
  ] as const)('a role %i creating a role %i account: %s', (quien, rol, esperado) => {
    expect(negativaAlCrear(actor(quien), rol)?.detalle ?? null).toBe(esperado);
  });
});

describe('negativaAlEditar', () => {
  const casos: Array<[string, ReturnType<typeof actor>, CuentaActual, CambiosCuenta, number, string | null]> =
    [
      ['an Admin edits a Comercial', actor(2), cuenta(4), { rol: 3, estado: 'BAJA' }, 1, null],
      ['an Admin edits another Admin', actor(2), cuenta(2), { estado: 'VACACIONES' }, 1, null],
      ['an Admin edits a SuperAdmin', actor(2), cuenta(1), {}, 2, M.editarSuperior],
      ['an Admin promotes a Comercial to SuperAdmin', actor(2), cuenta(4), { rol: 1 }, 1, M.rolSuperior],
      ['a SuperAdmin promotes a Comercial to SuperAdmin', actor(1), cuenta(4), { rol: 1 }, 1, null],
      ['a Manager edits a Comercial', actor(3), cuenta(4), {}, 1, M.soloPropia],
      ['a Comercial edits their own phone', actor(4, 7), cuenta(4), {}, 1, null],
      [
        'a Comercial resends their own rol and estado',
        actor(4, 7),
        cuenta(4),
        { rol: 4, estado: 'ALTA' },
        1,
        null,
      ],
      ['a Comercial changes their own rol', actor(4, 7), cuenta(4), { rol: 3 }, 1, M.rolSuperior],
      ['a Manager lowers their own rol', actor(3, 7), cuenta(3), { rol: 4 }, 1, M.propioRol],
      [
        'a Comercial changes their own estado',
        actor(4, 7),
        cuenta(4),
        { estado: 'VACACIONES' },
        1,
        M.propioEstado,
      ],
      [
        'a Comercial changes their own type',
        actor(4, 7),
        cuenta(4),
        { tipoComercial: 'DBL' },
        1,
        M.propioCampo,
      ],
      [
        'a Comercial changes their own cost',
        actor(4, 7),
        cuenta(4),
        { costoGeneral: '1.00' },
        1,
        M.propioCampo,
      ],
      ['a Comercial resends their cost as 1200', actor(4, 7), cuenta(4), { costoGeneral: '1200' }, 1, null],
      ['a Comercial clears their cost', actor(4, 7), cuenta(4), { costoGeneral: null }, 1, M.propioCampo],
      ['a Comercial changes their username', actor(4, 7), cuenta(4), { username: 'otro' }, 1, M.propioCampo],
      ['a Comercial sets their own password', actor(4, 7), cuenta(4), { password: 'x' }, 1, M.passwordPropia],
      ['an Admin sets their own password', actor(2, 7), cuenta(2), { password: 'x' }, 1, M.passwordPropia],
      ['an Admin sets a Comercial’s password', actor(2), cuenta(4), { password: 'x' }, 1, null],
      ['an Admin puts themselves on BAJA', actor(2, 7), cuenta(2), { estado: 'BAJA' }, 1, M.bajaPropia],
      ['an Admin takes holidays', actor(2, 7), cuenta(2), { estado: 'VACACIONES' }, 1, null],
      [
        'a SuperAdmin demotes the last active SuperAdmin (themselves)',
        actor(1, 7),
        cuenta(1),
        { rol: 2 },
        1,
        M.ultimoSuperAdmin,
      ],
      ['a SuperAdmin demotes one of two SuperAdmins', actor(1), cuenta(1), { rol: 2 }, 2, null],
      [
        'a SuperAdmin deactivates the last active SuperAdmin',
        actor(1),
        cuenta(1),
        { estado: 'INACTIVO' },
        1,
        M.ultimoSuperAdmin,
      ],
      ['a SuperAdmin puts the last one on holidays', actor(1), cuenta(1), { estado: 'VACACIONES' }, 1, null],
      [
        'a SuperAdmin demotes a SuperAdmin already on BAJA',
        actor(1),
        cuenta(1, { estado: 'BAJA' }),
        { rol: 2 },
        1,
        null,
      ],
      ['an isAdmin Comercial edits another Admin', actor(4, 100, true), cuenta(2), {}, 1, null],
      [
        'an isAdmin Comercial grants SuperAdmin',
        actor(4, 100, true),
        cuenta(4),
        { rol: 1 },
        1,
        M.rolSuperior,
      ],
    ];
  it.each(casos)('%s', (_caso, quien, objetivo, cambios, activos, esperado) => {
    expect(detalle(negativaAlEditar(quien, objetivo, cambios, activos))).toBe(esperado);
  });

  it('answers a field error, not a refusal, to one’s own password', () => {
    expect(negativaAlEditar(actor(4, 7), cuenta(4), { password: 'x' }, 1)).toEqual({
      tipo: 'campo',
      campo: 'password',
      detalle: M.passwordPropia,
    });
  });

  it('answers a conflict to the last SuperAdmin rule', () => {
    expect(negativaAlEditar(actor(1), cuenta(1), { rol: 4 }, 1)?.tipo).toBe('conflicto');
  });
});

describe('negativaAlBorrar', () => {
  it.each([
    ['an Admin deletes a Comercial', actor(2), cuenta(4), 1, null],
    ['an Admin deletes another Admin', actor(2), cuenta(2), 1, null],
    ['an Admin deletes a SuperAdmin', actor(2), cuenta(1), 2, M.borrarSuperior],
    ['a SuperAdmin deletes themselves', actor(1, 7), cuenta(1), 2, M.borrarPropia],
    ['an Admin deletes themselves', actor(2, 7), cuenta(2), 1, M.borrarPropia],
    ['a SuperAdmin deletes one of two SuperAdmins', actor(1), cuenta(1), 2, null],
    ['a SuperAdmin deletes the last active SuperAdmin', actor(1), cuenta(1), 1, M.ultimoSuperAdmin],
    ['a SuperAdmin deletes a SuperAdmin on BAJA', actor(1), cuenta(1, { estado: 'BAJA' }), 1, null],
    ['a Manager deletes a Comercial', actor(3), cuenta(4), 1, M.soloAdminBorra],
  ] as const)('%s', (_caso, quien, objetivo, activos, esperado) => {
    expect(negativaAlBorrar(quien, objetivo, activos)?.detalle ?? null).toBe(esperado);
  });
});
