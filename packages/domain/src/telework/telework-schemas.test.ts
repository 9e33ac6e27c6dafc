import { describe, expect, it } from 'vitest';
import { idParamSchema } from '../http/id';
import { ESTADOS_OFERTA, estadoOfertaLabel } from '../ofertas/oferta-estados';
import {
  agendadosQuerySchema,
  agendadoUpdateSchema,
  cambioFechaAgendadoSchema,
  nuevaEntradaSchema,
  notaClienteSchema,
} from './telework-schemas';

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const issuePaths = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('new telework entries', () => {
  it.each([
    [{ cliente: 1, tipo: 'AGENDADO', fechaAgendado: inHours(2) }, []],
    [{ cliente: 1, tipo: 'AGENDADO' }, ['fechaAgendado']],
    [{ cliente: 1, tipo: 'AGENDADO', fechaAgendado: inHours(-25) }, ['fechaAgendado']],
    [{ cliente: 1, tipo: 'NO_INTERESADO', razon: 'Precio' }, []],
    [{ cliente: 1, tipo: 'NO_INTERESADO', razon: '  ' }, ['razon']],
    [{ cliente: 1, tipo: 'GESTION', gestion: 3 }, []],
    [{ cliente: 1, tipo: 'GESTION', gestion: null }, ['gestion']],
    [{ cliente: 0, tipo: 'GESTION', gestion: 3 }, ['cliente']],
  ])('%j has issues at %j', (input, paths) => {
    expect(issuePaths(nuevaEntradaSchema.safeParse(input))).toEqual(paths);
  });

  it('trims notes and keeps at most 5000 characters', () => {
    expect(notaClienteSchema.parse({ nota: '  hola ', cliente: 2 })).toEqual({ nota: 'hola', cliente: 2 });
    expect(notaClienteSchema.safeParse({ nota: 'x'.repeat(5001), cliente: 2 }).success).toBe(false);
  });
});

describe("a callback's changes", () => {
  it.each([
    [{ estado: 'REALIZADO' }, []],
    [{ fechaAgendado: inHours(2), notas: null }, []],
    [{}, ['']],
    [{ fechaAgendado: inHours(-25) }, ['fechaAgendado']],
    [{ estado: 'REPROGRAMADO' }, ['estado']],
  ])('%j has issues at %j', (input, paths) => {
    expect(issuePaths(agendadoUpdateSchema.safeParse(input))).toEqual(paths);
  });

  it('asks the reschedule form for a new time that is not over a day old, in Spanish', () => {
    const messages = (input: unknown) =>
      cambioFechaAgendadoSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ fechaAgendado: '', notas: null })).toEqual(['Indique la fecha del agendado']);
    expect(messages({ notas: 'x' })).toEqual(['Indique la fecha del agendado']);
    expect(messages({ fechaAgendado: inHours(-25), notas: null })).toEqual([
      'La fecha del agendado no puede ser de hace más de un día',
    ]);
    expect(cambioFechaAgendadoSchema.parse({ fechaAgendado: inHours(3), notas: ' Tarde ' }).notas).toBe(
      'Tarde',
    );
  });
});

describe('ids and filters from the URL', () => {
  it.each([
    ['12', 12],
    ['2147483647', 2147483647],
  ])('%s is id %i', (raw, id) => {
    expect(idParamSchema.parse(raw)).toBe(id);
  });

  it.each(['0', '-3', '1.5', '1e3', '2147483648', 'abc', '', '0x1', '+1', ' 1', '99999999999'])(
    '%j is not an id',
    (raw) => {
      expect(idParamSchema.safeParse(raw).success).toBe(false);
    },
  );

  it("reads comercial as an id or 'null' and refuses reversed dates", () => {
    expect(agendadosQuerySchema.parse({ comercial: 'null', range: 'today' })).toEqual({
      comercial: 'null',
      range: 'today',
    });
    expect(agendadosQuerySchema.parse({ comercial: '5' })).toEqual({ comercial: 5 });
    expect(
      issuePaths(
        agendadosQuerySchema.safeParse({
          fecha_agendado_after: '2026-05-02',
          fecha_agendado_before: '2026-05-01',
        }),
      ),
    ).toEqual(['fecha_agendado_before']);
  });
});

describe('offer statuses (SPEC §3)', () => {
  it('labels 1 to 7 and nothing else', () => {
    expect(ESTADOS_OFERTA.map((estado) => estadoOfertaLabel(estado.id))).toEqual([
      'Pendiente',
      'Presentada',
      'Rechazada',
      'Activada',
      'Error envío a SMART',
      'Activada Parcial',
      'Cancelada',
    ]);
    expect([estadoOfertaLabel(0), estadoOfertaLabel(8)]).toEqual([null, null]);
  });
});
