import type { ListQuery } from '../../../components/paged-grid/list-declaration';

/** The credentials' query keys: every write invalidates `all`. */
export const credencialesKeys = {
  all: ['credenciales'] as const,
  page: (query: ListQuery) => ['credenciales', 'page', query] as const,
  revelaciones: (id: number) => ['credenciales', 'revelaciones', id] as const,
};
