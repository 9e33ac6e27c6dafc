import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { rolOptionsFor } from '../cuenta-options';
import { mensajeErrorGuardar } from '../rrhh-messages';
import { cuenta } from '../test/rrhh-fixtures';
import { cuentaValuesOf, toUpdateInput } from './cuenta-form-values';

const initial = cuentaValuesOf(cuenta());
const changes = toUpdateInput(initial);

describe('toUpdateInput', () => {
  it('sends nothing when nothing changed, and never the masked IBAN', () => {
    expect(initial.iban).toBe('');
    expect(changes(initial)).toEqual({});
  });

  it.each([
    ['a text', { talla: 'L' }, { talla: 'L' }],
    ['the role', { rol: { id: '3' } }, { rol: { id: 3 } }],
    [
      'the document, with its type',
      { documento: 'X1234567L' },
      { documento: 'X1234567L', tipoDocumento: 'DNI' },
    ],
    ['the phones', { numerosContacto: [] }, { numerosContacto: [] }],
    ['a new IBAN', { iban: 'ES9121000418450200051332' }, { iban: 'ES9121000418450200051332' }],
    [
      'a reset password, with its repetition',
      { password: 'una-clave' },
      { password: 'una-clave', password2: '' },
    ],
    ['the cost typed with a comma', { costoGeneral: '99,5' }, { costoGeneral: '99.5' }],
  ])('sends only %s', (_what, edit, expected) => {
    expect(changes({ ...initial, ...edit })).toEqual(expected);
  });
});

describe('mensajeErrorGuardar', () => {
  const detail = new ApiError(403, { detail: 'No puede editar una cuenta de rango superior al suyo' });
  const fields = new ApiError(400, { username: ['Ese usuario ya existe'] });

  it.each([
    ['create', detail, 'No puede editar una cuenta de rango superior al suyo'],
    ['create', fields, 'Ese usuario ya existe'],
    ['create', new Error('red'), 'Ha habido error al guardar la cuenta'],
    ['edit', detail, 'No puede editar una cuenta de rango superior al suyo'],
    ['edit', fields, 'Ha habido error al guardar la cuenta'],
  ] as const)('on %s answers the spec’s message or the server’s', (modo, error, expected) => {
    expect(mensajeErrorGuardar(modo, error)).toBe(expected);
  });
});

describe('rolOptionsFor', () => {
  const roles = (roleId: 1 | 2 | 3, isAdmin = false) =>
    rolOptionsFor({ roleId, isAdmin, groups: [] }).map((option) => option.label);

  it('offers the signed-in user’s role and those below, never one above', () => {
    expect(roles(1)).toEqual(['SuperAdmin', 'Admin', 'Manager', 'Comercial']);
    expect(roles(2)).toEqual(['Admin', 'Manager', 'Comercial']);
    expect(roles(3, true)).toEqual(['Admin', 'Manager', 'Comercial']);
  });
});
