import { describe, expect, it } from 'vitest';
import {
  ALIAS_TIPO_VENTA,
  claveTipoVenta,
  codigoNuevoTipoVenta,
  codigoTipoVenta,
  etiquetaDeTipoVenta,
  paquetesConTipoVentaNoValido,
  TIPOS_VENTA_POR_DEFECTO,
  tipoVentaDeTexto,
  tiposVentaElegibles,
} from './tipos-venta';
import { TIPO_VENTA_EJEMPLOS } from './tipos-venta.examples';
import { tipoVentaCambioSchema, tipoVentaNuevoSchema, tiposVentaOrdenSchema } from './tipos-venta-contract';

describe('a free-text sale type as migration 0035 maps it', () => {
  it.each(TIPO_VENTA_EJEMPLOS)('$texto → $valor', ({ texto, valor }) => {
    expect(tipoVentaDeTexto(texto)?.valor ?? null).toBe(valor);
  });

  it('labels a default type with its own label, and any other text as written (spaces tidied)', () => {
    expect(tipoVentaDeTexto('port')).toEqual({ valor: 'PORTABILIDAD', etiqueta: 'Portabilidad' });
    expect(tipoVentaDeTexto('  Fibra   +  TV ')).toEqual({ valor: 'FIBRA_TV', etiqueta: 'Fibra + TV' });
  });

  it('maps every default code and alias onto a default, and a migrated value onto itself', () => {
    const defaults = new Set(TIPOS_VENTA_POR_DEFECTO.map((tipo) => tipo.valor));
    for (const codigo of Object.values(ALIAS_TIPO_VENTA)) expect(defaults).toContain(codigo);
    for (const { valor } of TIPO_VENTA_EJEMPLOS)
      if (valor !== null) expect(tipoVentaDeTexto(valor)?.valor).toBe(valor);
  });

  it('folds the accents of both cases onto plain lower-case letters', () => {
    expect(claveTipoVenta('ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇç')).toBe(
      'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunncc',
    );
    expect(codigoTipoVenta(' Cambio de  titular! ')).toBe('CAMBIO_DE_TITULAR');
  });
});

describe('a new type’s code', () => {
  it.each([
    ['Fibra + TV', [], 'FIBRA_TV'],
    ['Ampliación', ['AMPLIACION'], 'AMPLIACION_2'],
    ['Ampliación', ['AMPLIACION', 'AMPLIACION_2'], 'AMPLIACION_3'],
    ['Alta', ['ALTA_NUEVA'], 'ALTA'],
  ])('%s with %j taken → %s', (etiqueta, tomados, codigo) => {
    expect(codigoNuevoTipoVenta(etiqueta, new Set(tomados))).toBe(codigo);
  });
});

describe('which packages of a save carry a type the distributor does not offer', () => {
  const activos = new Set(['ALTA', 'PORTABILIDAD']);
  it.each([
    { caso: 'none chosen', paquetes: [{ id: null, tipoVenta: null }], guardados: [], malos: [] },
    { caso: 'an active type', paquetes: [{ id: null, tipoVenta: 'ALTA' }], guardados: [], malos: [] },
    {
      caso: 'a label instead of the value',
      paquetes: [{ id: null, tipoVenta: 'Portabilidad' }],
      guardados: [],
      malos: [0],
    },
    {
      caso: 'a deactivated type a stored package already holds',
      paquetes: [{ id: 7, tipoVenta: 'RENOVACION' }],
      guardados: [[7, 'RENOVACION']] as const,
      malos: [],
    },
    {
      caso: 'a deactivated type chosen anew for a stored package',
      paquetes: [{ id: 7, tipoVenta: 'RENOVACION' }],
      guardados: [[7, 'ALTA']] as const,
      malos: [0],
    },
    {
      caso: 'another package’s stored type on a new one',
      paquetes: [
        { id: 7, tipoVenta: 'RENOVACION' },
        { id: null, tipoVenta: 'RENOVACION' },
      ],
      guardados: [[7, 'RENOVACION']] as const,
      malos: [1],
    },
  ])('$caso → $malos', ({ paquetes, guardados, malos }) => {
    expect(paquetesConTipoVentaNoValido(paquetes, activos, new Map(guardados))).toEqual(malos);
  });
});

describe('a stored value as screens show it', () => {
  const opciones = [{ value: 'ALTA', label: 'Alta nueva' }];
  it('is the option’s label, or the value when no option names it', () => {
    expect(etiquetaDeTipoVenta('ALTA', opciones)).toBe('Alta nueva');
    expect(etiquetaDeTipoVenta('Sin tipo', opciones)).toBe('Sin tipo');
    expect(etiquetaDeTipoVenta('ALTA', undefined)).toBe('ALTA');
  });
});

describe('the management bodies', () => {
  it('tidies a label and refuses one that is blank, too long or only signs', () => {
    expect(tipoVentaNuevoSchema.parse({ label: '  Fibra   + TV ' })).toEqual({ label: 'Fibra + TV' });
    for (const label of ['', '   ', '--', 'x'.repeat(61)])
      expect(tipoVentaNuevoSchema.safeParse({ label }).success).toBe(false);
    expect(tipoVentaNuevoSchema.safeParse({ label: 'Alta', value: 'X' }).success).toBe(false);
  });

  it('asks a change for a label or a state, and an order for distinct ids', () => {
    expect(tipoVentaCambioSchema.safeParse({}).success).toBe(false);
    expect(tipoVentaCambioSchema.parse({ activo: false })).toEqual({ activo: false });
    expect(tiposVentaOrdenSchema.safeParse({ ids: [1, 1] }).success).toBe(false);
    expect(tiposVentaOrdenSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(tiposVentaOrdenSchema.parse({ ids: [2, 1] })).toEqual({ ids: [2, 1] });
  });
});

describe('the choices of a package’s "Tipo de venta"', () => {
  const opciones = [
    { value: 'ALTA', label: 'Alta nueva' },
    { value: 'VERANO', label: 'Verano', activo: false as const },
    { value: 'PORTABILIDAD', label: 'Portabilidad' },
  ];
  const activos = [
    { value: 'ALTA', label: 'Alta nueva' },
    { value: 'PORTABILIDAD', label: 'Portabilidad' },
  ];
  it.each([
    { caso: 'nothing chosen: the active ones, in order', actual: '', esperado: activos },
    { caso: 'an active one chosen: the same', actual: 'PORTABILIDAD', esperado: activos },
    {
      caso: 'a deactivated one held: it too, with its label, last',
      actual: 'VERANO',
      esperado: [...activos, { value: 'VERANO', label: 'Verano' }],
    },
    {
      caso: 'a value no option names: itself',
      actual: 'RARO',
      esperado: [...activos, { value: 'RARO', label: 'RARO' }],
    },
  ])('$caso', ({ actual, esperado }) => {
    expect(tiposVentaElegibles(opciones, actual)).toEqual(esperado);
  });

  it('is empty before the list arrives', () => {
    expect(tiposVentaElegibles(undefined, '')).toEqual([]);
  });
});
