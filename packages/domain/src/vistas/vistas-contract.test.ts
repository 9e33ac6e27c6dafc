import { describe, expect, it } from 'vitest';
import { vistaCambioSchema, vistaNuevaSchema } from './vistas-contract';

const nueva = (extra: Record<string, unknown>) =>
  vistaNuevaSchema.safeParse({ pantalla: 'teletrabajo', nombre: 'Mía', consulta: '', ...extra });
const mensajes = (result: ReturnType<typeof nueva>) =>
  result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('vistaNuevaSchema', () => {
  it('trims the name, drops the leading ? of the query and keeps the view private by default', () => {
    expect(nueva({ nombre: '  Altas de marzo ', consulta: '?nombre=garcia' })).toEqual({
      success: true,
      data: {
        pantalla: 'teletrabajo',
        nombre: 'Altas de marzo',
        consulta: 'nombre=garcia',
        compartida: false,
      },
    });
  });

  it.each([
    ['a blank name', { nombre: '   ' }, 'nombre: Indique un nombre'],
    ['a name of 61 characters', { nombre: 'x'.repeat(61) }, 'nombre: Máximo 60 caracteres'],
    ['a tab in the name', { nombre: 'a\tb' }, 'nombre: El nombre no puede contener caracteres de control'],
    [
      'a C1 control in the name',
      { nombre: 'a\u0085b' },
      'nombre: El nombre no puede contener caracteres de control',
    ],
    [
      'a query of 2001 characters',
      { consulta: 'x'.repeat(2001) },
      'consulta: La consulta no puede superar 2000 caracteres',
    ],
    ['a screen that keeps no views', { pantalla: 'rrhh' }, 'pantalla: Pantalla no válida'],
  ])('refuses %s', (_name, extra, mensaje) => {
    expect(mensajes(nueva(extra))).toEqual([mensaje]);
  });

  it('takes a query of exactly 2000 characters after its ?', () => {
    expect(nueva({ consulta: `?${'x'.repeat(2000)}` }).success).toBe(true);
  });
});

describe('vistaCambioSchema', () => {
  it('takes any one change and refuses none', () => {
    expect(vistaCambioSchema.safeParse({ compartida: false }).success).toBe(true);
    expect(vistaCambioSchema.safeParse({ nombre: 'Otra' }).data).toEqual({ nombre: 'Otra' });
    const vacio = vistaCambioSchema.safeParse({});
    expect(vacio.error?.issues.map((issue) => issue.message)).toEqual([
      'Indique qué cambiar: nombre, consulta o compartida',
    ]);
  });
});
