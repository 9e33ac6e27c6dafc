import { describe, expect, it } from 'vitest';
import {
  agendadosVencidos,
  fechaPospuesta,
  msHastaElProximo,
  type PosponerAgendado,
} from './posponer-agendado';

describe('fechaPospuesta (issue 31 §1)', () => {
  // [option, now (UTC), new time (UTC), why]
  const casos: Array<[PosponerAgendado, string, string, string]> = [
    ['15min', '2026-12-05T10:07:37Z', '2026-12-05T10:22:00Z', 'to the minute'],
    ['1h', '2026-12-05T10:07:00Z', '2026-12-05T11:07:00Z', 'an hour later'],
    ['1h', '2026-12-31T23:30:00Z', '2027-01-01T00:30:00Z', 'across the new year'],
    ['manana10', '2026-12-05T10:07:00Z', '2026-12-06T09:00:00Z', 'winter: 10:00 Madrid is 09:00 UTC'],
    ['manana10', '2026-07-01T08:00:00Z', '2026-07-02T08:00:00Z', 'summer: 10:00 Madrid is 08:00 UTC'],
    ['manana10', '2026-12-05T23:30:00Z', '2026-12-07T09:00:00Z', '00:30 in Madrid is already the 6th'],
    ['manana10', '2027-03-27T12:00:00Z', '2027-03-28T08:00:00Z', 'over the spring change'],
    ['manana10', '2027-10-30T12:00:00Z', '2027-10-31T09:00:00Z', 'over the autumn change'],
    ['manana10', '2028-02-28T12:00:00Z', '2028-02-29T09:00:00Z', 'onto a leap day'],
    ['15min', '2027-10-31T00:50:00Z', '2027-10-31T01:05:00Z', 'in the hour Madrid lives twice: real minutes'],
  ];
  it.each(casos)('%s at %s gives %s (%s)', (opcion, now, esperado) => {
    expect(fechaPospuesta(opcion, new Date(now)).toISOString()).toBe(new Date(esperado).toISOString());
  });
});

describe('agendadosVencidos and msHastaElProximo', () => {
  const now = new Date('2026-12-05T10:00:00Z');
  const lista = [
    { id: 1, fechaAgendado: '2026-12-05T10:30:00Z' },
    { id: 2, fechaAgendado: '2026-12-05T09:00:00Z' },
    { id: 3, fechaAgendado: null },
    { id: 4, fechaAgendado: '2026-12-05T10:00:00Z' },
    { id: 5, fechaAgendado: '2026-12-04T18:00:00Z' },
  ];

  it('counts those due up to now, the one due this very minute included, soonest first', () => {
    expect(agendadosVencidos(lista, now).map((a) => a.id)).toEqual([5, 2, 4]);
  });

  it('waits until the next one still to come, and says when none is', () => {
    expect(msHastaElProximo(lista, now)).toBe(30 * 60_000);
    expect(msHastaElProximo(lista.slice(1), now)).toBeNull();
    expect(msHastaElProximo([], now)).toBeNull();
  });
});
