import type {
  FicheroSubido,
  FilaImportacion,
  Importacion,
} from '@ventas/domain/importaciones/importacion-contract';
import type { TaskStatus } from '@ventas/domain/jobs/task-status-contract';

export { SLOW } from '../../../test/slow';

export const ORIGENES = [
  { id: 4, nombre: 'Feria 2026', timestamp: '2026-01-15T10:00:00Z' },
  { id: 5, nombre: 'Web', timestamp: '2026-01-15T10:00:00Z' },
];

export const FICHERO: FicheroSubido = {
  subida: 'subida-1',
  fichero: 'leads.csv',
  formato: 'csv',
  columnas: [
    { indice: 1, cabecera: 'Nombre y apellidos', ejemplos: ['Ana García', 'Luis Pérez'] },
    { indice: 2, cabecera: 'Móvil', ejemplos: ['600112233'] },
    { indice: 3, cabecera: 'DNI', ejemplos: ['12345678Z'] },
    { indice: 4, cabecera: 'Código cliente', ejemplos: ['A-1'] },
  ],
};

export const SIMULADA: Importacion = {
  id: 9,
  fichero: 'leads.csv',
  origen_bbdd: 4,
  origen_bbdd_nombre: 'Feria 2026',
  usuario: 1,
  usuario_nombre: 'Super Admin',
  estado: 'SIMULADA',
  duplicados: 'omitir',
  totales: { nuevo: 120, duplicado: 2, repetido: 1, invalido: 3, no_llamar: 0 },
  resultado: null,
  task_id: null,
  error: null,
  created_on: '2026-11-20T09:00:00.000Z',
  aplicada_el: null,
  deshecha_el: null,
  puede_deshacer: false,
};

export const APLICADA: Importacion = {
  ...SIMULADA,
  estado: 'APLICADA',
  resultado: { creados: 120, actualizados: 0, omitidos: 6 },
  aplicada_el: '2026-11-20T09:05:00.000Z',
  puede_deshacer: true,
};

export const fila = (over: Partial<FilaImportacion>): FilaImportacion => ({
  fila: 2,
  clase: 'nuevo',
  motivo: 'Cliente nuevo',
  nombre: 'Ana García',
  documento: '12345678Z',
  telefonos: ['600112233'],
  cliente_id: null,
  ...over,
});

export const page = <T>(results: T[], count = results.length) => ({
  results,
  count,
  current: 1,
  count_exact: true,
});

export const corriendo = (done: number, total: number): TaskStatus => ({
  state: 'STARTED',
  result: { filename: null, done, total },
});
export const terminada: TaskStatus = { state: 'SUCCESS', result: { filename: null, done: 1, total: 1 } };
