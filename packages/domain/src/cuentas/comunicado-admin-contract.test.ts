import { describe, expect, it } from 'vitest';
import {
  comunicadoFormSchema,
  destinatarios,
  destinoLabel,
  MENSAJES_COMUNICADO,
  type CuentaDestinataria,
} from './comunicado-admin-contract';

const base = { message_title: 'Cierre de mes', message_body: 'Actualizad\nlas ofertas' };

/** The first message per field of a refused form, or 'ok'. */
function verdict(input: unknown): Record<string, string> | 'ok' {
  const result = comunicadoFormSchema.safeParse(input);
  if (result.success) return 'ok';
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('comunicadoFormSchema', () => {
  it.each([
    ['people with the default priority', { ...base, receivers: [3, 5] }, 'ok'],
    ['a role', { ...base, destino: 'ROL', destino_rol: 4 }, 'ok'],
    ['the whole distributor', { ...base, destino: 'DISTRIBUIDOR', priority: 'HIGH' }, 'ok'],
    [
      'a body of exactly 10,000 characters',
      { ...base, message_body: 'x'.repeat(10_000), receivers: [1] },
      'ok',
    ],
    [
      'HTML as the body (stored as text)',
      { ...base, message_body: '<img src=x onerror=alert(1)>', receivers: [1] },
      'ok',
    ],
    ['people without anyone', { ...base }, { receivers: MENSAJES_COMUNICADO.sinReceptores }],
    ['a role without the role', { ...base, destino: 'ROL' }, { destino_rol: MENSAJES_COMUNICADO.elegirRol }],
    [
      'an unknown role',
      { ...base, destino: 'ROL', destino_rol: 9 },
      { destino_rol: MENSAJES_COMUNICADO.rol },
    ],
    [
      'people plus a role',
      { ...base, receivers: [1], destino_rol: 2 },
      { destino_rol: MENSAJES_COMUNICADO.soloRol },
    ],
    [
      'everyone plus people',
      { ...base, destino: 'DISTRIBUIDOR', receivers: [1] },
      { receivers: MENSAJES_COMUNICADO.soloPersonas },
    ],
    [
      'a blank title',
      { ...base, message_title: '   ', receivers: [1] },
      { message_title: MENSAJES_COMUNICADO.obligatorio },
    ],
    [
      'a title of 201 characters',
      { ...base, message_title: 'x'.repeat(201), receivers: [1] },
      { message_title: 'Máximo 200 caracteres' },
    ],
    [
      'a title on two lines',
      { ...base, message_title: 'a\nb', receivers: [1] },
      { message_title: MENSAJES_COMUNICADO.tituloUnaLinea },
    ],
    [
      'a blank body',
      { ...base, message_body: ' \n ', receivers: [1] },
      { message_body: MENSAJES_COMUNICADO.obligatorio },
    ],
    [
      'a body of 10,001 characters',
      { ...base, message_body: 'x'.repeat(10_001), receivers: [1] },
      { message_body: 'Máximo 10000 caracteres' },
    ],
    [
      'an unknown priority',
      { ...base, priority: 'URGENT', receivers: [1] },
      { priority: MENSAJES_COMUNICADO.prioridad },
    ],
    ['an unknown audience', { ...base, destino: 'EQUIPO' }, { destino: MENSAJES_COMUNICADO.destino }],
    ['a receiver id as text', { ...base, receivers: ['1'] }, { 'receivers.0': 'Identificador no válido' }],
    ['receivers not a list', { ...base, receivers: 1 }, { receivers: MENSAJES_COMUNICADO.sinReceptores }],
    [
      '1,001 receivers',
      { ...base, receivers: Array.from({ length: 1001 }, (_, i) => i + 1) },
      { receivers: MENSAJES_COMUNICADO.demasiados },
    ],
  ])('%s → %j', (_name, input, expected) => {
    const result = verdict(input);
    if (expected === 'ok') expect(result).toBe('ok');
    else expect(result).toMatchObject(expected as Record<string, string>);
  });

  it('fills priority LOW and audience PERSONAS, drops repeated receivers and keeps the body as typed', () => {
    const parsed = comunicadoFormSchema.parse({ ...base, message_title: ' Hola ', receivers: [4, 4, 2] });
    expect(parsed).toEqual({
      message_title: 'Hola',
      message_body: 'Actualizad\nlas ofertas',
      priority: 'LOW',
      destino: 'PERSONAS',
      destino_rol: null,
      receivers: [4, 2],
    });
  });
});

const cuentas: CuentaDestinataria[] = [
  { id: 1, rol: 1, estado: 'ALTA' },
  { id: 2, rol: 2, estado: 'ALTA' },
  { id: 3, rol: 4, estado: 'ALTA' },
  { id: 4, rol: 4, estado: 'VACACIONES' },
  { id: 5, rol: 4, estado: 'BAJA' },
  { id: 6, rol: 3, estado: 'INACTIVO' },
];

describe('destinatarios (who gets a communication, author 2)', () => {
  it.each([
    [
      'chosen people, any estado',
      { destino: 'PERSONAS', destino_rol: null, receivers: [5, 3] },
      { ok: true, receptores: [5, 3] },
    ],
    [
      'the author among chosen people',
      { destino: 'PERSONAS', destino_rol: null, receivers: [2] },
      { ok: true, receptores: [2] },
    ],
    [
      'unknown people',
      { destino: 'PERSONAS', destino_rol: null, receivers: [3, 99, 77] },
      { ok: false, campo: 'receivers', mensaje: MENSAJES_COMUNICADO.desconocidos([99, 77]) },
    ],
    [
      'Comerciales: on holiday included, BAJA left out',
      { destino: 'ROL', destino_rol: 4, receivers: [] },
      { ok: true, receptores: [3, 4] },
    ],
    [
      'Admins: the author left out, none left',
      { destino: 'ROL', destino_rol: 2, receivers: [] },
      { ok: false, campo: 'destino_rol', mensaje: MENSAJES_COMUNICADO.rolVacio },
    ],
    [
      'Managers: only an INACTIVO one',
      { destino: 'ROL', destino_rol: 3, receivers: [] },
      { ok: false, campo: 'destino_rol', mensaje: MENSAJES_COMUNICADO.rolVacio },
    ],
    [
      'the whole distributor',
      { destino: 'DISTRIBUIDOR', destino_rol: null, receivers: [] },
      { ok: true, receptores: [1, 3, 4] },
    ],
  ] as const)('%s', (_name, form, expected) => {
    expect(destinatarios({ ...form, receivers: [...form.receivers] }, cuentas, 2)).toEqual(expected);
  });

  it('refuses the whole distributor when only the author can read it', () => {
    const solo = destinatarios(
      { destino: 'DISTRIBUIDOR', destino_rol: null, receivers: [] },
      [cuentas[1]!],
      2,
    );
    expect(solo).toEqual({ ok: false, campo: 'destino', mensaje: MENSAJES_COMUNICADO.distribuidorVacio });
  });
});

describe('destinoLabel', () => {
  it.each([
    ['PERSONAS', null, 'Personas'],
    ['ROL', 4, 'Rol: Comercial'],
    ['ROL', 2, 'Rol: Admin'],
    ['ROL', null, 'Rol: ?'],
    ['DISTRIBUIDOR', null, 'Todo el distribuidor'],
    ['OTRO', null, 'OTRO'],
  ])('%s %s → %s', (destino, rol, label) => {
    expect(destinoLabel(destino, rol)).toBe(label);
  });
});
