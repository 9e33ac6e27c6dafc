import type { ClaseFila } from '@ventas/domain/importaciones/importacion-contract';
import type { ListQuery } from '../../../components/paged-grid/list-declaration';

/** The import query keys: a job's end invalidates its record (`uno`), which holds its rows too. */
export const importacionesKeys = {
  all: ['importaciones'] as const,
  page: (query: ListQuery) => ['importaciones', 'page', query] as const,
  uno: (id: number) => ['importaciones', 'uno', id] as const,
  filas: (id: number, clase: ClaseFila, page: number) =>
    ['importaciones', 'uno', id, 'filas', clase, page] as const,
  mapeo: (origen: number) => ['importaciones', 'mapeo', origen] as const,
};
