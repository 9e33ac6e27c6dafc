import { describe, expect, it } from 'vitest';
import { comercialesDeEquipo } from './alcance-dashboard';
import { barrasConsecucion } from './barras-dashboard';
import { parametrosStats } from './consulta-dashboard';
import { enlaceCalculadora, enlaceFigura, enlaceTipoVenta } from './enlaces-dashboard';
import { cuandoAgendado, textoVentana } from './formatos-dashboard';

const MAYO = { desde: '2025-05-02', hasta: '2025-06-01' };
const equipo = (id: number, dutty_manager: number, commercial_id_arr: number[]) => ({
  id,
  dutty_manager,
  dutty_manager_nombre: 'X',
  commercial_id_arr,
});

describe('the dashboard’s scope', () => {
  it('is every team the manager leads plus themselves, once each, in id order', () => {
    const teams = [equipo(1, 3, [8, 4]), equipo(2, 3, [4, 5]), equipo(3, 9, [6])];
    expect(comercialesDeEquipo(teams, 3)).toEqual([3, 4, 5, 8]);
  });

  it('is the whole tenant (null) for a manager who leads no team, or a team too large to name', () => {
    expect(comercialesDeEquipo([equipo(3, 9, [6])], 3)).toBeNull();
    const grande = Array.from({ length: 100 }, (_, i) => i + 10);
    expect(comercialesDeEquipo([equipo(1, 3, grande)], 3)).toBeNull();
    expect(comercialesDeEquipo([equipo(1, 3, grande.slice(0, 99))], 3)).toHaveLength(100);
  });
});

describe('the statistics query', () => {
  it('sends nothing for the default period and the API’s own scope', () => {
    expect(parametrosStats({ ventana: null, comerciales: null })).toEqual({});
  });

  it('sends the window as updated_on_after/_before and each commercial as a repeated comercial', () => {
    expect(parametrosStats({ ventana: MAYO, comerciales: [4, 5] })).toEqual({
      comercial: ['4', '5'],
      updated_on_after: ['2025-05-02'],
      updated_on_before: ['2025-06-01'],
    });
  });
});

describe('the dashboard’s links', () => {
  it('open no list for an answer that covers nobody or more commercials than a filter may name', () => {
    expect(enlaceFigura('atencion', { ventana: MAYO, comerciales: [] })).toBeNull();
    const muchos = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(enlaceTipoVenta('PORTABILIDAD', { ventana: MAYO, comerciales: muchos })).toBeNull();
    expect(enlaceFigura('oferta', { ventana: MAYO, comerciales: muchos.slice(0, 100) })).not.toBeNull();
  });

  it('open the calculator on the month, and on the commercial when there is one', () => {
    expect(enlaceCalculadora('2025-05', [4])).toBe('/areapersonal/calculadora?mes=2025-05&comercial=4');
    expect(enlaceCalculadora('2025-05', [3, 4])).toBe('/areapersonal/calculadora?mes=2025-05');
  });
});

describe('the dashboard’s formats', () => {
  it('say when a callback is due in Madrid time: today, tomorrow, then by weekday', () => {
    const hoy = '2025-03-28';
    expect(cuandoAgendado('2025-03-28T08:30:00Z', hoy)).toBe('Hoy, 09:30');
    expect(cuandoAgendado('2025-03-28T23:30:00Z', hoy)).toBe('Mañana, 00:30');
    expect(cuandoAgendado('2025-03-29T22:30:00Z', hoy)).toBe('Mañana, 23:30');
    // Madrid goes from UTC+1 to UTC+2 at 01:00 UTC on Sunday 30 March 2025.
    expect(cuandoAgendado('2025-03-29T23:30:00Z', hoy)).toBe('domingo 30/03, 00:30');
    expect(cuandoAgendado('2025-03-30T01:30:00Z', hoy)).toBe('domingo 30/03, 03:30');
    expect(cuandoAgendado('no es una fecha', hoy)).toBe('');
  });

  it('name the window the figures counted', () => {
    expect(textoVentana(MAYO)).toBe('Del 02/05/2025 al 01/06/2025');
    expect(textoVentana({ desde: '2025-05-14', hasta: '2025-05-14' })).toBe('El 14/05/2025');
  });

  it('draw families with a target only, each in its SPEC §9 colour, the percent to one decimal', () => {
    const familia = (familia: number, nombre: string, porcentaje: string | null) => ({
      familia,
      nombre,
      objetivo: '1',
      consecucion: '1',
      porcentaje,
    });
    const barras = barrasConsecucion({
      ventana: MAYO,
      comerciales: [4],
      mes: '2025-05',
      familias: [familia(1, 'Prepago', '66.666'), familia(2, 'ENERGIA', null), familia(3, 'FIBRA OTRA', '5')],
    });
    expect(barras).toEqual([
      { etiqueta: 'Prepago', valor: 66.7, color: '#1565c0', enlace: null },
      { etiqueta: 'FIBRA OTRA', valor: 5, color: '#8e24aa', enlace: null },
    ]);
  });
});
