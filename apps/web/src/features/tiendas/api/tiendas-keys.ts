/** The stores' query keys: every write invalidates `all` (the list and every store's figures). */
export const tiendasKeys = {
  all: ['tiendas'] as const,
  list: ['tiendas', 'list'] as const,
  cifras: (id: number, mes: string | null) => ['tiendas', 'cifras', id, mes] as const,
};
