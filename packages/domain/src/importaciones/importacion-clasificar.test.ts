import { describe, expect, it } from 'vitest';
import { MENSAJES_DOCUMENTO } from '../validators/documento';
import { MENSAJES_CODIGO_POSTAL } from '../validators/codigo-postal';
import type { CampoImportacion, ClaseFila } from './importacion-contract';
import { clasificarFila, MENSAJES_CLASE, vistosVacios, type Existentes } from './importacion-clasificar';
import { FORMULA_RECHAZO, leerFila, MENSAJES_FILA, type CeldaMapeada } from './importacion-leer-fila';

const celdas = (
  campos: Partial<Record<CampoImportacion, string>>,
  telefonos: string[] = [],
): CeldaMapeada[] => [
  ...Object.entries(campos).map(([campo, texto]) => ({ campo: campo as CampoImportacion, celda: { texto } })),
  ...telefonos.map((texto) => ({ campo: 'telefono' as const, celda: { texto } })),
];

describe('leerFila reads a row into the customer form’s fields', () => {
  it.each([
    [
      'a DNI with dots and a phone with +34',
      { nombre: ' Ana ', documento: '12.345.678-z' },
      ['+34 600 11 22 33'],
      { nombre: 'Ana', documento: '12345678Z', tipo_documento: 'DNI', telefonos: ['600112233'] },
    ],
    [
      'a NIE detected without a type column',
      { nombre: 'Bo', documento: 'x1234567l' },
      [],
      { documento: 'X1234567L', tipo_documento: 'NIE' },
    ],
    [
      'a CIF detected',
      { nombre: 'Empresa SL', documento: 'B12345674' },
      [],
      { documento: 'B12345674', tipo_documento: 'CIF' },
    ],
    [
      'a passport by its type column',
      { nombre: 'Jo', documento: 'AB123456', tipo_documento: 'Pasaporte' },
      [],
      { documento: 'AB123456', tipo_documento: 'PASAPORTE' },
    ],
    [
      'two phones in one cell, the same one twice dropped',
      { nombre: 'Al' },
      ['600112233 / 912345678', '600 112 233'],
      { telefonos: ['600112233', '912345678'] },
    ],
    [
      'a postal code whose leading zero Excel dropped',
      { nombre: 'Cp', cp: '8001' },
      ['600112233'],
      { cp: '08001' },
    ],
    [
      'an email trimmed',
      { nombre: 'Em', email: ' ana@example.com ' },
      ['600112233'],
      { email: 'ana@example.com' },
    ],
  ])('%s', (_caso, campos, telefonos, esperado) => {
    const leida = leerFila(celdas(campos, telefonos));
    expect(leida?.motivo).toBeNull();
    expect(leida?.datos).toMatchObject(esperado);
  });

  it.each([
    ['no name', { documento: '12345678Z' }, [], MENSAJES_FILA.sinNombre],
    ['no phone and no document', { nombre: 'Ana', email: 'a@b.es' }, [], MENSAJES_FILA.sinContacto],
    [
      'a DNI with the wrong letter',
      { nombre: 'Ana', documento: '12345678A' },
      [],
      MENSAJES_FILA.documento(MENSAJES_DOCUMENTO.dniLetra, '12345678A'),
    ],
    [
      'a document that is no DNI, NIE or CIF',
      { nombre: 'Ana', documento: '12345678' },
      [],
      MENSAJES_FILA.documentoDesconocido('12345678'),
    ],
    [
      'an unknown document type',
      { nombre: 'Ana', documento: '12345678Z', tipo_documento: 'carnet' },
      [],
      MENSAJES_FILA.tipoDocumento('carnet'),
    ],
    ['a bad phone', { nombre: 'Ana' }, ['12345'], MENSAJES_FILA.telefono('12345')],
    [
      'a bad postal code',
      { nombre: 'Ana', cp: '99000' },
      ['600112233'],
      MENSAJES_FILA.cp(MENSAJES_CODIGO_POSTAL.provincia, '99000'),
    ],
    [
      'a CSV formula',
      { nombre: '=HYPERLINK("http://x","y")' },
      ['600112233'],
      MENSAJES_FILA.formula('nombre'),
    ],
    ['control characters', { nombre: 'Ana\u0007' }, ['600112233'], MENSAJES_FILA.control('nombre')],
    ['a 10 KB name', { nombre: 'a'.repeat(10_000) }, ['600112233'], MENSAJES_FILA.largo('nombre', 200)],
  ])('refuses %s', (_caso, campos, telefonos, motivo) => {
    expect(leerFila(celdas(campos, telefonos))?.motivo).toBe(motivo);
  });

  it('refuses a formula cell, naming its column, and keeps a bounded, clean copy of the row', () => {
    const leida = leerFila([
      { campo: 'nombre', celda: { texto: `x\u0000${'b'.repeat(1000)}` } },
      { campo: 'notas', celda: { rechazo: FORMULA_RECHAZO } },
      { campo: 'telefono', celda: { texto: '600112233' } },
    ]);
    expect(leida?.motivo).toBe(MENSAJES_FILA.control('nombre'));
    expect(leida?.datos.nombre).toHaveLength(201);
    expect(leida?.datos.nombre?.startsWith('x?b')).toBe(true);
    expect(leerFila([{ campo: 'nombre', celda: { rechazo: FORMULA_RECHAZO } }])?.motivo).toBe(
      MENSAJES_FILA.formula('nombre'),
    );
  });

  it('keeps a lead with a good phone and a malformed email: without the email, and says so', () => {
    const leida = leerFila(celdas({ nombre: 'Ana', email: 'ana@' }, ['600112233']));
    expect(leida?.motivo).toBeNull();
    expect(leida?.datos).toMatchObject({ nombre: 'Ana', email: null, telefonos: ['600112233'] });
    expect(leida?.aviso).toBe(MENSAJES_FILA.emailDescartado('ana@'));
    const clasificada = clasificarFila(
      2,
      leida!,
      { porDocumento: new Map(), porTelefono: new Map(), noLlamar: new Set() },
      vistosVacios(),
    );
    expect(clasificada).toMatchObject({ clase: 'nuevo', motivo: MENSAJES_FILA.emailDescartado('ana@') });
    // A row refused for another reason is refused for that one.
    expect(leerFila(celdas({ email: 'ana@' }, ['600112233']))?.motivo).toBe(MENSAJES_FILA.sinNombre);
  });

  it('gives nothing for a row whose mapped cells are all blank', () => {
    expect(leerFila(celdas({ nombre: '  ', documento: '' }, ['']))).toBeNull();
  });
});

describe('clasificarFila, row after row of one file', () => {
  const existentes: Existentes = {
    porDocumento: new Map([['12345678Z', 7]]),
    porTelefono: new Map([
      ['911111111', 8],
      ['922222222', 7],
    ]),
    noLlamar: new Set(['699999999']),
  };
  const filas: Array<
    [string, Partial<Record<CampoImportacion, string>>, string[], ClaseFila, string, number | null]
  > = [
    ['new', { nombre: 'Ana' }, ['600000001'], 'nuevo', '', null],
    [
      'existing by document',
      { nombre: 'Bo', documento: '12345678Z' },
      [],
      'duplicado',
      MENSAJES_CLASE.duplicadoDocumento('12345678Z'),
      7,
    ],
    [
      'existing by phone',
      { nombre: 'Cy' },
      ['911111111'],
      'duplicado',
      MENSAJES_CLASE.duplicadoTelefono('911111111'),
      8,
    ],
    [
      'document of one customer, phone of another',
      { nombre: 'Di', documento: 'X1234567L' },
      [],
      'nuevo',
      '',
      null,
    ],
    [
      'conflict',
      { nombre: 'Ed', documento: '12345678Z' },
      ['911111111'],
      'repetido',
      MENSAJES_CLASE.repetidoDocumento(2),
      null,
    ],
    [
      'repeated phone of row 1',
      { nombre: 'Fe' },
      ['600 000 001'],
      'repetido',
      MENSAJES_CLASE.repetidoTelefono('600000001', 1),
      null,
    ],
    [
      'do not call',
      { nombre: 'Gi' },
      ['600000002', '699999999'],
      'no_llamar',
      MENSAJES_CLASE.noLlamar('699999999'),
      null,
    ],
    [
      'invalid',
      { nombre: 'Ho', documento: '00000000A' },
      [],
      'invalido',
      MENSAJES_FILA.documento(MENSAJES_DOCUMENTO.dniLetra, '00000000A'),
      null,
    ],
    [
      'after an invalid row its values are free',
      { nombre: 'Ia', documento: '00000000T' },
      [],
      'nuevo',
      '',
      null,
    ],
    [
      'after a do-not-call row its other phone counts as seen',
      { nombre: 'Ju' },
      ['600000002'],
      'repetido',
      MENSAJES_CLASE.repetidoTelefono('600000002', 7),
      null,
    ],
    [
      'a new document and a phone of a customer',
      { nombre: 'Ka', documento: 'Y1234567X' },
      ['922222222'],
      'duplicado',
      MENSAJES_CLASE.duplicadoTelefono('922222222'),
      7,
    ],
  ];

  it('gives each its class, reason and matching customer', () => {
    const vistos = vistosVacios();
    const resultado = filas.map(([, campos, telefonos], index) => {
      const leida = leerFila(celdas(campos, telefonos));
      if (!leida) throw new Error('blank');
      const { clase, motivo, cliente_id } = clasificarFila(index + 1, leida, existentes, vistos);
      return [clase, motivo, cliente_id];
    });
    expect(resultado).toEqual(filas.map(([, , , clase, motivo, cliente]) => [clase, motivo, cliente]));
  });

  it.each([
    [
      'a document of one customer and a phone of another',
      '12345678Z',
      ['911111111'],
      'El documento 12345678Z y el teléfono 911111111 son de clientes distintos',
    ],
    [
      'two phones of two customers',
      undefined,
      ['922222222', '911111111'],
      'El teléfono 922222222 y el teléfono 911111111 son de clientes distintos',
    ],
  ])('refuses a row with %s', (_caso, documento, telefonos, motivo) => {
    const leida = leerFila(celdas({ nombre: 'Lu', ...(documento ? { documento } : {}) }, telefonos));
    if (!leida) throw new Error('blank');
    expect(clasificarFila(1, leida, existentes, vistosVacios())).toMatchObject({
      clase: 'invalido',
      motivo,
      cliente_id: null,
    });
  });

  it('keeps a row of one customer by document and phone a duplicate of it', () => {
    const leida = leerFila(celdas({ nombre: 'Mo', documento: '12345678Z' }, ['922222222']));
    if (!leida) throw new Error('blank');
    expect(clasificarFila(1, leida, existentes, vistosVacios())).toMatchObject({
      clase: 'duplicado',
      motivo: MENSAJES_CLASE.duplicadoDocumento('12345678Z'),
      cliente_id: 7,
    });
  });
});
