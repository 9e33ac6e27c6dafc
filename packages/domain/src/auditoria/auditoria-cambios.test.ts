import { describe, expect, it } from 'vitest';
import { VALOR_OCULTO } from './auditoria-contract';
import { accionLabel, cambiosDe, entidadLabel, resumenCambios, valorLegible } from './auditoria-cambios';

describe('cambiosDe', () => {
  const EXAMPLES: {
    name: string;
    antes: Record<string, unknown> | null;
    despues: Record<string, unknown> | null;
    cambios: { campo: string; antes: unknown; despues: unknown }[];
  }[] = [
    {
      name: 'an insert lists every stored field after, id first, nothing before',
      antes: null,
      despues: { nombre: 'Ana', id: 7, cp: null },
      cambios: [
        { campo: 'id', antes: null, despues: 7 },
        { campo: 'cp', antes: null, despues: null },
        { campo: 'nombre', antes: null, despues: 'Ana' },
      ],
    },
    {
      name: 'a delete lists every stored field before, nothing after',
      antes: { id: 3, telefono: '600111222' },
      despues: null,
      cambios: [
        { campo: 'id', antes: 3, despues: null },
        { campo: 'telefono', antes: '600111222', despues: null },
      ],
    },
    {
      name: 'an update lists the changed fields the trigger stored, masked secrets included',
      antes: { password_hash: VALOR_OCULTO, estado: 'ALTA' },
      despues: { password_hash: VALOR_OCULTO, estado: 'BAJA' },
      cambios: [
        { campo: 'estado', antes: 'ALTA', despues: 'BAJA' },
        { campo: 'password_hash', antes: VALOR_OCULTO, despues: VALOR_OCULTO },
      ],
    },
    {
      name: 'an accented field name sorts as Spanish does',
      antes: { ñu: 1, nz: 1, o: 1 },
      despues: { ñu: 2, nz: 2, o: 2 },
      cambios: [
        { campo: 'nz', antes: 1, despues: 2 },
        { campo: 'ñu', antes: 1, despues: 2 },
        { campo: 'o', antes: 1, despues: 2 },
      ],
    },
    { name: 'an entry with no stored values has no changes', antes: null, despues: null, cambios: [] },
  ];

  it.each(EXAMPLES)('$name', ({ antes, despues, cambios }) => {
    expect(cambiosDe(antes, despues)).toEqual(cambios);
  });
});

describe('resumenCambios', () => {
  it('writes an update as field: before → after, and nothing as a dash', () => {
    const cambios = cambiosDe({ estado: 'ALTA', cp: null }, { estado: 'BAJA', cp: '28001' });
    expect(resumenCambios('UPDATE', cambios)).toBe('Código postal: — → 28001; Estado: ALTA → BAJA');
  });

  it('writes an insert with its values only, objects as JSON', () => {
    expect(resumenCambios('INSERT', cambiosDe(null, { svas: [1, 2] }))).toBe('Svas: [1,2]');
  });

  it('writes a delete with the values the row had', () => {
    expect(resumenCambios('DELETE', cambiosDe({ nombre: 'Ana' }, null))).toBe('Nombre: Ana');
  });

  it('cuts a long value and a long summary with an ellipsis', () => {
    expect(valorLegible('x'.repeat(500))).toHaveLength(200);
    const muchos = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`c${i}`, 'y'.repeat(150)]));
    const resumen = resumenCambios('INSERT', cambiosDe(null, muchos));
    expect(resumen).toHaveLength(4000);
    expect(resumen.endsWith('…')).toBe(true);
  });
});

describe('labels', () => {
  it('names entities and actions in Spanish and leaves unknown codes as they are', () => {
    expect(entidadLabel('telefono_cliente')).toBe('Teléfono de cliente');
    expect(entidadLabel('otra')).toBe('otra');
    expect(accionLabel('UPDATE')).toBe('Cambio');
    expect(accionLabel('X')).toBe('X');
  });
});
