import type { ListQuery } from '../../../components/paged-grid/list-declaration';

/** The audit trail's query keys: the log's pages, one customer's activity, the accounts. */
export const auditoriaKeys = {
  all: ['auditoria'] as const,
  page: (query: ListQuery) => ['auditoria', 'page', query] as const,
  cliente: (clienteId: number) => ['auditoria', 'cliente', clienteId] as const,
  usuarios: ['auditoria', 'usuarios'] as const,
};
