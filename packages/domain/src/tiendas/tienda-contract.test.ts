import { describe, expect, it } from 'vitest';
import { MENSAJES_CODIGO_POSTAL } from '../validators/codigo-postal';
import { MENSAJE_TELEFONO } from '../validators/telefono';
import { MENSAJES_TIENDA as M, TIENDA_MAX, tiendaFormSchema } from './tienda-contract';

const valida = {
  nombre: 'Tienda Centro',
  direccion: 'Gran Vía 1',
  cp: '28013',
  localidad: 'Madrid',
  telefono: '910 00 00 00',
  horario: 'L-V 10:00-14:00 y 17:00-20:30',
  activa: true,
  comerciales: [3, 5],
};

const errores = (body: unknown) => {
  const result = tiendaFormSchema.safeParse(body);
  return result.success ? null : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('tiendaFormSchema (the body of POST/PUT /api/tiendas/ and the dialog)', () => {
  it.each([
    ['a whole store', valida, null],
    ['only the name', { nombre: 'T' }, null],
    [
      'blank optional fields',
      { nombre: 'T', direccion: ' ', cp: '', localidad: '', telefono: '', horario: '' },
      null,
    ],
    ['a blank name', { ...valida, nombre: '   ' }, [['nombre', M.nombre]]],
    ['no name', { cp: '' }, [['nombre', M.nombre]]],
    ['a name too long', { nombre: 'x'.repeat(TIENDA_MAX.nombre + 1) }, [['nombre', M.largo(200)]]],
    ['a postal code of 4 digits', { ...valida, cp: '2801' }, [['cp', MENSAJES_CODIGO_POSTAL.formato]]],
    ['a postal code of no province', { ...valida, cp: '53001' }, [['cp', MENSAJES_CODIGO_POSTAL.provincia]]],
    ['a postal code without its town', { ...valida, localidad: ' ' }, [['localidad', M.localidad]]],
    ['a bad phone', { ...valida, telefono: '12345' }, [['telefono', MENSAJE_TELEFONO]]],
    ['hours too long', { ...valida, horario: 'h'.repeat(201) }, [['horario', M.largo(200)]]],
    ['activa as text', { ...valida, activa: 'sí' }, [['activa', M.activa]]],
    [
      'a commercial id that is text',
      { ...valida, comerciales: ['3'] },
      [['comerciales.0', 'Identificador no válido']],
    ],
    ['commercials as an object', { ...valida, comerciales: { 0: 3 } }, [['comerciales', M.comerciales]]],
    [
      'too many commercials',
      { ...valida, comerciales: Array.from({ length: 201 }, (_, i) => i + 1) },
      [['comerciales', M.demasiados]],
    ],
    ['an unknown field', { ...valida, tenant_id: 2 }, [['', expect.any(String)]]],
  ])('%s: %j', (_caso, body, expected) => {
    const found = errores(body);
    expect(found).toEqual(expected);
  });

  it('stores what the shared validators normalise, blanks as null, repeated commercials once', () => {
    expect(
      tiendaFormSchema.parse({
        ...valida,
        telefono: '+34 910.00.00.00',
        comerciales: [3, 3, 5],
        horario: ' ',
      }),
    ).toEqual({ ...valida, telefono: '910000000', comerciales: [3, 5], horario: null });
  });

  it('takes a store as active and leaves its commercials untouched when the body does not say', () => {
    expect(tiendaFormSchema.parse({ nombre: 'T' })).toEqual({
      nombre: 'T',
      direccion: null,
      cp: null,
      localidad: null,
      telefono: null,
      horario: null,
      activa: true,
      comerciales: undefined,
    });
  });
});
