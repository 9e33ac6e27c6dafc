import { describe, expect, it } from 'vitest';
import { nuevaEntradaSchema } from './telework-schemas';

/**
 * POST /api/atenciones/entradas/ takes the flat shape of the web form or the nested one of SPEC §3
 * (`agendado: {fechaAgendado, notas}`, `no_interesado: {razon, tipo, notas}`); both must give the
 * same command, and a body mixing them, or nesting the wrong variant for its tipo, is refused.
 */
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const EN_DOS_HORAS = inHours(2);
const HACE_DOS_DIAS = inHours(-48);
const TEN_KB = 'x'.repeat(10_240);

const MEZCLA =
  'No combine la forma plana (fechaAgendado, razon, tipoNoInteresado) con la anidada (agendado, no_interesado): use una sola';

function issuesOf(input: unknown): Record<string, string[]> {
  const result = nuevaEntradaSchema.safeParse(input);
  const issues: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (issues[issue.path.join('.')] ??= []).push(issue.message);
  return issues;
}

describe('the nested shape of a new entry', () => {
  it.each([
    [
      'an agendado, its notes nested',
      { cliente: 1, tipo: 'AGENDADO', agendado: { fechaAgendado: EN_DOS_HORAS, notas: ' Tras las 18h ' } },
      { cliente: 1, tipo: 'AGENDADO', fechaAgendado: EN_DOS_HORAS, notas: 'Tras las 18h' },
    ],
    [
      'an agendado, its notes on the entry as the answer shows them',
      { cliente: 1, tipo: 'AGENDADO', notas: 'Tras las 18h', agendado: { fechaAgendado: EN_DOS_HORAS } },
      { cliente: 1, tipo: 'AGENDADO', fechaAgendado: EN_DOS_HORAS, notas: 'Tras las 18h' },
    ],
    [
      'a no-interest with its type and notes',
      {
        cliente: 1,
        tipo: 'NO_INTERESADO',
        tipo_llamada: 'Saliente',
        no_interesado: { razon: 'Precio', tipo: 'Definitivo', notas: 'Volver en un año' },
      },
      {
        cliente: 1,
        tipo: 'NO_INTERESADO',
        tipo_llamada: 'Saliente',
        razon: 'Precio',
        tipoNoInteresado: 'Definitivo',
        notas: 'Volver en un año',
      },
    ],
    [
      'a no-interest with the other variant null, as in the answer',
      { cliente: 1, tipo: 'NO_INTERESADO', agendado: null, no_interesado: { razon: 'Precio', tipo: null } },
      { cliente: 1, tipo: 'NO_INTERESADO', razon: 'Precio', tipoNoInteresado: null },
    ],
    [
      'a flat agendado with both variants null (null is no variant)',
      { cliente: 1, tipo: 'AGENDADO', fechaAgendado: EN_DOS_HORAS, agendado: null, no_interesado: null },
      { cliente: 1, tipo: 'AGENDADO', fechaAgendado: EN_DOS_HORAS },
    ],
  ])('reads %s as the flat entry', (_label, nested, flat) => {
    const command = nuevaEntradaSchema.parse(nested);
    expect(command).toEqual(nuevaEntradaSchema.parse(flat));
    expect(command).not.toHaveProperty('agendado');
    expect(command).not.toHaveProperty('no_interesado');
  });

  it.each([
    [
      'a flat date beside a nested agendado',
      {
        cliente: 1,
        tipo: 'AGENDADO',
        fechaAgendado: EN_DOS_HORAS,
        agendado: { fechaAgendado: EN_DOS_HORAS },
      },
      { fechaAgendado: [MEZCLA] },
    ],
    [
      'flat reason and type beside a nested no-interest',
      {
        cliente: 1,
        tipo: 'NO_INTERESADO',
        razon: 'Precio',
        tipoNoInteresado: 'Temporal',
        no_interesado: { razon: 'Precio' },
      },
      { razon: [MEZCLA], tipoNoInteresado: [MEZCLA] },
    ],
    [
      'a no-interest nested in an agendado',
      { cliente: 1, tipo: 'AGENDADO', no_interesado: { razon: 'Precio' } },
      {
        no_interesado: ['Una entrada de tipo AGENDADO no lleva no_interesado'],
        'agendado.fechaAgendado': ['Indique la fecha del agendado'],
      },
    ],
    [
      'an agendado nested in a no-interest',
      { cliente: 1, tipo: 'NO_INTERESADO', agendado: { fechaAgendado: EN_DOS_HORAS } },
      {
        agendado: ['Una entrada de tipo NO_INTERESADO no lleva agendado'],
        'no_interesado.razon': ['Indique la razón por la que no está interesado'],
      },
    ],
    [
      'an agendado nested in a gestión',
      { cliente: 1, tipo: 'GESTION', gestion: 3, agendado: { fechaAgendado: EN_DOS_HORAS } },
      { agendado: ['Una entrada de tipo GESTION no lleva agendado'] },
    ],
    [
      'both variants at once',
      {
        cliente: 1,
        tipo: 'AGENDADO',
        agendado: { fechaAgendado: EN_DOS_HORAS },
        no_interesado: { razon: 'Precio' },
      },
      { no_interesado: ['Una entrada de tipo AGENDADO no lleva no_interesado'] },
    ],
    [
      'a nested agendado without its date',
      { cliente: 1, tipo: 'AGENDADO', agendado: { notas: 'Llamar' } },
      { 'agendado.fechaAgendado': ['Indique la fecha del agendado'] },
    ],
    [
      'a nested agendado two days late',
      { cliente: 1, tipo: 'AGENDADO', agendado: { fechaAgendado: HACE_DOS_DIAS } },
      { 'agendado.fechaAgendado': ['La fecha del agendado no puede ser de hace más de un día'] },
    ],
    [
      'a nested no-interest with a blank reason',
      { cliente: 1, tipo: 'NO_INTERESADO', no_interesado: { razon: '   ' } },
      { 'no_interesado.razon': ['Indique la razón por la que no está interesado'] },
    ],
    [
      'notes on the entry and in the variant',
      {
        cliente: 1,
        tipo: 'AGENDADO',
        notas: 'Una',
        agendado: { fechaAgendado: EN_DOS_HORAS, notas: 'Otra' },
      },
      { 'agendado.notas': ['Indique las notas una sola vez: en la entrada o dentro de agendado'] },
    ],
    [
      'a flat field name inside the variant',
      { cliente: 1, tipo: 'NO_INTERESADO', no_interesado: { razon: 'Precio', tipoNoInteresado: 'Temporal' } },
      { no_interesado: ['no_interesado solo admite los campos razon, tipo, notas'] },
    ],
    [
      'a variant that is text',
      { cliente: 1, tipo: 'AGENDADO', agendado: 'mañana' },
      { agendado: ['agendado debe ser un objeto con los campos fechaAgendado, notas'] },
    ],
    [
      'a variant that is a list',
      { cliente: 1, tipo: 'NO_INTERESADO', no_interesado: [{ razon: 'Precio' }] },
      { no_interesado: ['no_interesado debe ser un objeto con los campos razon, tipo, notas'] },
    ],
  ])('refuses %s', (_label, input, issues) => {
    expect(issuesOf(input)).toEqual(issues);
  });

  it.each([
    ['agendado.fechaAgendado', { agendado: { fechaAgendado: 1_900_000_000_000 } }],
    ['agendado.fechaAgendado', { agendado: { fechaAgendado: '2030-01-01T10:00' } }],
    ['agendado.notas', { agendado: { fechaAgendado: EN_DOS_HORAS, notas: TEN_KB } }],
    ['agendado.notas', { agendado: { fechaAgendado: EN_DOS_HORAS, notas: { a: 1 } } }],
    ['no_interesado.razon', { tipo: 'NO_INTERESADO', no_interesado: { razon: TEN_KB } }],
    ['no_interesado.razon', { tipo: 'NO_INTERESADO', no_interesado: { razon: ['Precio'] } }],
    ['no_interesado.tipo', { tipo: 'NO_INTERESADO', no_interesado: { razon: 'Precio', tipo: TEN_KB } }],
    ['no_interesado.tipo', { tipo: 'NO_INTERESADO', no_interesado: { razon: 'Precio', tipo: 7 } }],
    ['tipo', { tipo: 'OFERTA', agendado: { fechaAgendado: EN_DOS_HORAS } }],
    ['cliente', { cliente: 'uno', agendado: { fechaAgendado: EN_DOS_HORAS } }],
  ])('names %s alone when it is wrong in a nested entry (case %#)', (path, fields) => {
    const input = { cliente: 1, tipo: 'AGENDADO', ...fields };
    expect(Object.keys(issuesOf(input))).toEqual([path]);
  });

  it('still refuses a flat entry without its variant fields, at the flat field', () => {
    expect(issuesOf({ cliente: 1, tipo: 'AGENDADO', notas: 'Llamar' })).toEqual({
      fechaAgendado: ['Indique la fecha del agendado'],
    });
  });
});
