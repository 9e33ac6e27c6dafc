import type { CalendarioMesResponse } from '@ventas/domain/calendario/calendario-contract';
import { diasDelCalendario } from '@ventas/domain/calendario/dias-calendario';

export const CARLOS = { id: 4, nombre: 'Carlos Comercial', estado: 'ALTA', tipo_comercial: 'TIENDA' };
export const MARTA = { id: 3, nombre: 'Marta Manager', estado: 'ALTA', tipo_comercial: 'TIENDA' };
export const LUCIA = { id: 5, nombre: 'Lucía López', estado: 'ALTA', tipo_comercial: 'TIENDA' };
export const ADMIN = { id: 2, nombre: 'Ada Admin', estado: 'ALTA', tipo_comercial: 'TIENDA' };

/**
 * Carlos's May 2025 in the Comunidad de Madrid, as the API answers it: 1 May national, 2 May
 * regional, 15 May the company's San Isidro, holidays 26–30 May, two callbacks.
 */
export function mayoCarlos(comercial = CARLOS): CalendarioMesResponse {
  const mes = { year: 2025, month: 5 };
  const vacaciones = [{ id: 9, desde: '2025-05-26', hasta: '2025-05-30', descripcion: 'Viaje' }];
  return {
    mes: '2025-05',
    comercial,
    comerciales: [],
    dias: diasDelCalendario(
      mes,
      { festivos: ['2025-05-02', '2025-05-15'], vacaciones },
      {
        regionales: ['2025-05-01', '2025-05-02'],
        nombreRegional: 'Festivo de Comunidad de Madrid',
        empresa: [{ dia: '2025-05-15', nombre: 'San Isidro' }],
        vacaciones,
      },
    ),
    agendados: [
      {
        id: 31,
        fecha_agendado: '2025-05-06T08:30:00Z',
        dia: '2025-05-06',
        estado: 'PENDIENTE',
        notas: 'Llamar por la fibra',
        cliente: 77,
        cliente_nombre: 'Cliente Uno',
      },
    ],
    dias_laborables: { transcurridos: '16.5', total: '16.5' },
  };
}
