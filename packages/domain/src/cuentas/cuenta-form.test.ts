import { describe, expect, it } from 'vitest';
import { cuentaCreateSchema, cuentaUpdateSchema, ibanEnmascarado, MENSAJES_CUENTA } from './cuenta-form';
import { MENSAJES_PASSWORD, PASSWORDS_DISTINTAS } from './password-policy';

const base = { username: 'pepe.lopez', password: 'Segura-2026-x', password2: 'Segura-2026-x' };
const mensajes = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('cuentaCreateSchema', () => {
  it('fills SPEC §3’s defaults: rol 4, ALTA, TIENDA, no phones', () => {
    expect(cuentaCreateSchema.parse(base)).toMatchObject({
      rol: { id: 4 },
      estado: 'ALTA',
      tipoComercial: 'TIENDA',
      numerosContacto: [],
    });
  });

  it('normalises what it validates: document, phones (blank and repeated dropped), IBAN, NUSS', () => {
    const parsed = cuentaCreateSchema.parse({
      ...base,
      documento: '12345678z',
      tipoDocumento: 'DNI',
      numerosContacto: ['612 345 678', '', '612345678'],
      iban: 'es91 2100 0418 4502 0005 1332',
      nuss: '28/12345678/40',
      cp: '28001',
    });
    expect(parsed).toMatchObject({
      documento: '12345678Z',
      numerosContacto: ['612345678'],
      iban: 'ES9121000418450200051332',
      nuss: '281234567840',
      cp: '28001',
    });
  });

  it.each([
    ['a NUSS with a wrong check', { nuss: '281234567841' }, 'nuss'],
    ['an IBAN with a wrong check', { iban: 'ES9121000418450200051333' }, 'iban'],
    ['a DNI with a wrong letter', { documento: '12345678A', tipoDocumento: 'DNI' }, 'documento'],
    ['a document without its type', { documento: '12345678Z' }, 'tipoDocumento'],
    ['a postal code of 4 digits', { cp: '2800' }, 'cp'],
    ['a phone of 5 digits', { numerosContacto: ['61234'] }, 'numerosContacto.0'],
    ['an e-mail without a domain', { email: 'pepe@' }, 'email'],
    ['a username with spaces', { username: 'pepe lopez' }, 'username'],
    ['a negative cost', { costoGeneral: '-5' }, 'costoGeneral'],
    ['a rol 5', { rol: { id: 5 } }, 'rol.id'],
    ['an unknown estado', { estado: 'FUERA' }, 'estado'],
  ])('refuses %s, on its field, in Spanish', (_caso, extra, campo) => {
    const errores = mensajes(cuentaCreateSchema.safeParse({ ...base, ...extra }));
    expect(Object.keys(errores)).toContain(campo);
    expect(errores[campo]).toMatch(/[a-záéíóúñ]/i);
  });

  it.each([
    [
      'no password',
      { password: undefined, password2: undefined },
      'password',
      MENSAJES_CUENTA.passwordObligatoria,
    ],
    ['two different passwords', { password2: 'Segura-2026-y' }, 'password2', PASSWORDS_DISTINTAS],
    ['a short password', { password: 'corta', password2: 'corta' }, 'password', MENSAJES_PASSWORD.corta],
  ])('refuses %s', (_caso, extra, campo, mensaje) => {
    expect(mensajes(cuentaCreateSchema.safeParse({ ...base, ...extra }))[campo]).toBe(mensaje);
  });
});

describe('cuentaUpdateSchema', () => {
  it('leaves absent fields out and turns blank ones into null (SPEC §5)', () => {
    expect(cuentaUpdateSchema.parse({ email: '', localidad: '  ', talla: 'L' })).toEqual({
      email: null,
      localidad: null,
      talla: 'L',
    });
  });

  it('asks for password2 only when a password is sent', () => {
    expect(cuentaUpdateSchema.safeParse({ nombre: 'Ana' }).success).toBe(true);
    expect(mensajes(cuentaUpdateSchema.safeParse({ password: 'Segura-2026-x' })).password2).toBe(
      PASSWORDS_DISTINTAS,
    );
  });
});

describe('ibanEnmascarado', () => {
  it.each([
    ['ES9121000418450200051332', '•••• 1332'],
    [null, null],
  ])('masks %s as %s', (iban, esperado) => {
    expect(ibanEnmascarado(iban)).toBe(esperado);
  });
});
