import type { ListQuery } from '../../../components/paged-grid/list-declaration';

/** The do-not-call query keys: every write invalidates `all`. */
export const noLlamarKeys = {
  all: ['no-llamar'] as const,
  page: (query: ListQuery) => ['no-llamar', 'page', query] as const,
  cliente: (id: number) => ['no-llamar', 'cliente', id] as const,
};
