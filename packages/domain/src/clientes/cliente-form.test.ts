import { describe, expect, it } from 'vitest';
import { clienteFormSchema, clienteFormsDiffer } from './cliente-form';

describe('clienteFormSchema', () => {
  it('normalises phones, documento and postal code and turns blanks into null (SPEC §5)', () => {
    const parsed = clienteFormSchema.parse({
      nombre: '  Lucía Pérez ',
      documento: '12345678-z',
      tipo_documento: 'DNI',
      telefonos_contacto: ['600 11 22 33', '', '+34 600112233'],
      email: '',
      direccion: { direccion: '  ', cp: '28001', localidad: '' },
      fecha_contacto: '',
    });
    expect(parsed).toMatchObject({
      nombre: 'Lucía Pérez',
      documento: '12345678Z',
      telefonos_contacto: ['600112233'],
      email: null,
      direccion: { direccion: null, cp: '28001', localidad: null },
      fecha_contacto: null,
      comercial: null,
    });
  });

  it('names each invalid field with a Spanish message', () => {
    const result = clienteFormSchema.safeParse({
      nombre: '',
      documento: '12345678A',
      tipo_documento: 'DNI',
      telefonos_contacto: ['12'],
      email: 'no-es-email',
      direccion: { cp: '99999' },
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual(['direccion.cp', 'documento', 'email', 'nombre', 'telefonos_contacto.0']);
  });

  it('checks the documento against its type', () => {
    const result = clienteFormSchema.safeParse({
      nombre: 'Ana',
      documento: '12345678A',
      tipo_documento: 'DNI',
      telefonos_contacto: ['600112233'],
      direccion: { cp: '28001' },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['documento', 'La letra del DNI no es correcta'],
    ]);
  });

  it.each([undefined, null, 'texto', 5, []])(
    'rejects a body that is not an object (%j) without throwing',
    (body) => {
      expect(clienteFormSchema.safeParse(body).success).toBe(false);
    },
  );

  it('asks for the document type when a document is given', () => {
    const result = clienteFormSchema.safeParse({ nombre: 'Ana', documento: '12345678Z' });
    expect(result.error?.issues[0]?.message).toBe('Indique el tipo de documento');
  });
});

describe('clienteFormsDiffer (SPEC §5 comparison fields)', () => {
  const base = { nombre: 'Ana', telefonos_contacto: ['600112233'], direccion: { cp: '28001' }, comercial: 3 };

  it.each([
    [{ nombre: 'Ana María' }, true],
    [{ direccion: { cp: '28002' } }, true],
    [{ comercial: 4 }, true],
    [{ telefonos_contacto: ['600112233', '600112234'] }, true],
    [{ telefonos_contacto: ['699999999'] }, false],
    [{ email: '' }, false],
  ])('with %j -> %s', (change, expected) => {
    expect(clienteFormsDiffer(base, { ...base, ...change })).toBe(expected);
  });
});
