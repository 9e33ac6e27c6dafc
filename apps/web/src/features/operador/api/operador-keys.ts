/** Provider B's query keys: the slug is part of each, so a deployment's slug change never mixes answers. */
export const operadorKeys = {
  all: ['operador'] as const,
  ordenes: (slug: string, clienteId: number) => ['operador', slug, 'ordenes', clienteId] as const,
  orden: (slug: string, orderId: string) => ['operador', slug, 'orden', orderId] as const,
  recursos: (slug: string) => ['operador', slug, 'recursos'] as const,
  releases: (slug: string) => ['operador', slug, 'releases'] as const,
};

/**
 * The API already retries provider reads with back-off behind a breaker (issue 18), so a failed
 * answer is final here: retrying again would only keep the "no disponible" state waiting.
 */
export const SIN_REINTENTO = { retry: false } as const;
