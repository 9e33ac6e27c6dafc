import type { ListQuery } from '../../../components/paged-grid/list-declaration';

/** The RRHH queries' keys: a save invalidates `all`, an availability change its person's list. */
export const rrhhKeys = {
  all: ['rrhh'] as const,
  page: (query: ListQuery) => ['rrhh', 'cuentas', query] as const,
  disponibilidades: (commercial: number) => ['rrhh', 'disponibilidades', commercial] as const,
};
