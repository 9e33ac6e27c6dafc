import { describe, expect, it } from 'vitest';
import { diasLaborables, type Calendario } from '../calculadora/working-days';
import { diasDelCalendario, nacionalesConNombre } from './dias-calendario';

const SIN_NOMBRES = { regionales: [], nombreRegional: 'Festivo regional', empresa: [], vacaciones: [] };
const suma = (pesos: string[]) => pesos.reduce((total, peso) => total + Number(peso), 0).toFixed(1);

describe('diasDelCalendario', () => {
  it('names Holy Thursday and Good Friday and weighs them 0 in April 2025', () => {
    const dias = diasDelCalendario({ year: 2025, month: 4 }, { festivos: [], vacaciones: [] }, SIN_NOMBRES);
    expect(dias).toHaveLength(30);
    expect(dias[16]).toMatchObject({
      dia: '2025-04-17',
      peso: '0.0',
      festivos: [{ tipo: 'nacional', nombre: 'Jueves Santo' }],
    });
    expect(dias[17]).toMatchObject({ dia: '2025-04-18', festivos: [{ nombre: 'Viernes Santo' }] });
    expect(dias[18]).toMatchObject({ dia: '2025-04-19', dia_semana: 6, peso: '0.5', fin_de_semana: true });
    expect(dias[19]).toMatchObject({ dia: '2025-04-20', dia_semana: 0, peso: '0.0', fin_de_semana: true });
    expect(suma(dias.map((d) => d.peso))).toBe(diasLaborables({ year: 2025, month: 4 }));
  });

  it('tells regional, company and holiday days apart and adds up to the calculator’s total', () => {
    const calendario: Calendario = {
      festivos: ['2025-05-01', '2025-05-02', '2025-05-15'],
      vacaciones: [{ desde: '2025-05-26', hasta: '2025-06-03' }],
    };
    const dias = diasDelCalendario({ year: 2025, month: 5 }, calendario, {
      regionales: ['2025-05-01', '2025-05-02'],
      nombreRegional: 'Festivo de Comunidad de Madrid',
      empresa: [{ dia: '2025-05-15', nombre: 'San Isidro' }],
      vacaciones: [{ id: 7, desde: '2025-05-26', hasta: '2025-06-03', descripcion: 'Viaje' }],
    });
    expect(dias[0]!.festivos).toEqual([{ tipo: 'nacional', nombre: 'Fiesta del Trabajo' }]);
    expect(dias[1]!.festivos).toEqual([{ tipo: 'regional', nombre: 'Festivo de Comunidad de Madrid' }]);
    expect(dias[14]).toMatchObject({ peso: '0.0', festivos: [{ tipo: 'empresa', nombre: 'San Isidro' }] });
    expect(dias[25]).toMatchObject({ peso: '0.0', vacaciones: [{ id: 7, descripcion: 'Viaje' }] });
    expect(dias[24]!.vacaciones).toEqual([]);
    // 24.5 − 1 May − 2 May − 15 May − 26…30 May (5) − Saturday 31 May (0.5) = 16.0
    expect(suma(dias.map((d) => d.peso))).toBe('16.0');
    expect(suma(dias.map((d) => d.peso))).toBe(diasLaborables({ year: 2025, month: 5 }, calendario));
  });

  it('lists the nine fixed national days and Holy Week with their names', () => {
    const nombres = nacionalesConNombre(2026);
    expect(nombres.size).toBe(11);
    expect(nombres.get('2026-04-02')).toBe('Jueves Santo');
    expect(nombres.get('2026-12-08')).toBe('Inmaculada Concepción');
  });
});
