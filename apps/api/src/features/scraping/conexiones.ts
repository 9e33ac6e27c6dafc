import type { Proveedor } from '@ventas/domain/proveedores/proveedores';
import { PROVEEDORES } from '@ventas/domain/proveedores/proveedores';
import type { FastifyBaseLogger } from 'fastify';
import type { ProvidersConfig } from '../../config';
import { createProviderClient, type ProviderClient } from '../../providers/provider-client';
import { createResponseCache, type ResponseCache } from '../../providers/response-cache';

/** The app's clients, one per provider, and the coverage cache: built once per app. */
export interface Conexiones {
  clientes: Record<Proveedor, ProviderClient>;
  cobertura: ResponseCache;
  slugs: Record<Proveedor, string>;
}

export function crearConexiones(
  config: ProvidersConfig,
  log: FastifyBaseLogger,
  closeSignal?: AbortSignal,
): Conexiones {
  const clientes = Object.fromEntries(
    PROVEEDORES.map((proveedor) => [
      proveedor,
      createProviderClient({
        proveedor,
        baseUrl: config.urls[proveedor],
        timeoutMs: config.timeoutMs,
        retries: config.retries,
        breakerFailures: config.breakerFailures,
        breakerOpenMs: config.breakerOpenMs,
        log: { warn: (facts, message) => log.warn(facts, message) },
        closeSignal,
      }),
    ]),
  ) as Record<Proveedor, ProviderClient>;
  return {
    clientes,
    cobertura: createResponseCache({ ttlSeconds: config.coverageCacheSeconds }),
    slugs: config.slugs,
  };
}
