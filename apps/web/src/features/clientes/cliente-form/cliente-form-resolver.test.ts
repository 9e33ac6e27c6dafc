import { describe, expect, it } from 'vitest';
import { clienteFormsDiffer } from '@ventas/domain/clientes/cliente-form';
import { ApiError } from '../../../api/api-error';
import type { ClienteRecord } from '../api/cliente-record';
import {
  clienteFormResolver,
  comparableCliente,
  duplicateFieldName,
  emptyClienteValues,
  isClienteFormField,
  recordToValues,
  type ClienteFormValues,
} from './cliente-form-values';
import { mapServerErrors, parseDuplicate } from './server-errors';

const resolve = (values: ClienteFormValues) =>
  clienteFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const form = (changes: Partial<ClienteFormValues>): ClienteFormValues => ({
  ...emptyClienteValues('2026-11-22', 'null'),
  nombre: 'Ana Pérez',
  ...changes,
});

describe('customer form resolver (the shared clienteFormSchema)', () => {
  it('puts a missing name on the nombre field', async () => {
    const result = await resolve(form({ nombre: '  ' }));
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({ nombre: { type: 'validate', message: 'El nombre es obligatorio' } });
  });

  it('puts phone errors on their row and postal-code errors on direccion.cp', async () => {
    const result = await resolve(
      form({
        telefonos_contacto: ['600123456', '12', ''],
        direccion: { direccion: '', cp: '99999', localidad: '' },
        documento: '12345678Z',
      }),
    );
    const errors = result.errors as Record<string, unknown> & {
      telefonos_contacto: ({ message: string } | undefined)[];
      direccion: { cp: { message: string } };
    };
    expect(errors.telefonos_contacto[0]).toBeUndefined();
    expect(errors.telefonos_contacto[1]?.message).toMatch(/^Teléfono no válido/);
    expect(errors.direccion.cp.message).toMatch(/provincia/);
    expect(errors.tipo_documento).toEqual({ type: 'validate', message: 'Indique el tipo de documento' });
  });

  it('submits the normalised API body: ids as numbers, "Por asignar" as null, blanks as null', async () => {
    const result = await resolve(
      form({
        tipo_documento: 'DNI',
        documento: '12.345.678-z',
        telefonos_contacto: ['(+34) 600 12 34 56', ''],
        origen_bbdd: '3',
        comercial: 'null',
        email: '',
        direccion: { direccion: ' ', cp: '28013', localidad: 'Madrid' },
      }),
    );
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      nombre: 'Ana Pérez',
      tipo_documento: 'DNI',
      documento: '12345678Z',
      telefonos_contacto: ['600123456'],
      origen_bbdd: 3,
      comercial: null,
      email: null,
      direccion: { direccion: null, cp: '28013', localidad: 'Madrid' },
      fecha_contacto: '2026-11-22',
    });
    expect((await resolve(form({ comercial: '4' }))).values).toMatchObject({ comercial: 4 });
  });
});

describe('server errors on the customer form', () => {
  const values = form({ telefonos_contacto: ['600123456', '699000111'] });
  const known = (name: string) => isClienteFormField(name, values);

  it('maps dotted paths onto fields and keeps the rest apart', () => {
    const error = new ApiError(400, {
      'direccion.cp': ['Código postal no válido'],
      'telefonos_contacto.1': ['Teléfono no válido', 'Repetido'],
      'telefonos_contacto.5': ['Fuera de la lista'],
      comercial: ['Solo puede asignarse clientes a sí mismo.'],
      non_field_errors: ['Algo general'],
    });
    expect(mapServerErrors(error, known)).toEqual({
      fields: [
        { name: 'direccion.cp', message: 'Código postal no válido' },
        { name: 'telefonos_contacto.1', message: 'Teléfono no válido Repetido' },
        { name: 'comercial', message: 'Solo puede asignarse clientes a sí mismo.' },
      ],
      other: ['telefonos_contacto.5: Fuera de la lista', 'Algo general'],
    });
  });

  it('ignores errors that carry no server body', () => {
    expect(mapServerErrors(new TypeError('Failed to fetch'), known)).toEqual({ fields: [], other: [] });
  });

  it('reads a 409 duplicate and points at the row holding the taken phone', () => {
    const duplicate = parseDuplicate(
      new ApiError(409, {
        detail: 'Ya existe Ana (#5) con el teléfono 699000111.',
        field: ['telefonos_contacto'],
        value: ['699000111'],
        cliente_id: ['5'],
      }),
    );
    expect(duplicate).toEqual({
      detail: 'Ya existe Ana (#5) con el teléfono 699000111.',
      field: 'telefonos_contacto',
      value: '699000111',
      clienteId: 5,
    });
    expect(
      duplicateFieldName(
        'telefonos_contacto',
        '699000111',
        form({ telefonos_contacto: ['600123456', '699 00 01 11'] }),
      ),
    ).toBe('telefonos_contacto.1');
    expect(duplicateFieldName('documento', '1', values)).toBe('documento');
    expect(
      parseDuplicate(
        new ApiError(409, { detail: 'Ya existe un cliente de otro comercial con el documento X.' }),
      )?.clienteId,
    ).toBeNull();
    expect(parseDuplicate(new ApiError(400, { detail: 'x' }))).toBeNull();
  });
});

describe('customer form values', () => {
  const record: ClienteRecord = {
    id: 7,
    nombre: 'Ana',
    documento: null,
    tipo_documento: null,
    telefonos_contacto: ['600123456'],
    email: null,
    origen_bbdd: { id: 2, nombre: 'Web' },
    segmento: null,
    isp_actual: null,
    razon_no_interesado: null,
    direccion: { direccion: null, cp: null, localidad: null },
    fecha_contacto: '2026-01-10',
    comercial: null,
    notas: null,
    estado: 'NUEVO',
    created_on: '2026-01-10T10:00:00Z',
    updated_on: '2026-01-10T10:00:00Z',
    last_atencion: null,
    proxima_llamada: null,
    telefonos_no_llamar: [],
  };

  it('presets the contact date when editing and keeps the stored one when viewing (SPEC §4)', () => {
    expect(recordToValues(record, '2026-11-22').fecha_contacto).toBe('2026-11-22');
    expect(recordToValues(record).fecha_contacto).toBe('2026-01-10');
    expect(recordToValues(record)).toMatchObject({ origen_bbdd: '2', comercial: 'null', documento: '' });
  });

  it('does not count an empty phone row as a change (SPEC §5 compares the phone count)', () => {
    const loaded = recordToValues(record);
    const withBlankRow = { ...loaded, telefonos_contacto: ['600123456', ''] };
    const withNewPhone = { ...loaded, telefonos_contacto: ['600123456', '699000111'] };
    expect(clienteFormsDiffer(comparableCliente(loaded), comparableCliente(withBlankRow))).toBe(false);
    expect(clienteFormsDiffer(comparableCliente(loaded), comparableCliente(withNewPhone))).toBe(true);
    expect(
      clienteFormsDiffer(comparableCliente(loaded), comparableCliente({ ...loaded, notas: 'nueva' })),
    ).toBe(true);
  });
});
