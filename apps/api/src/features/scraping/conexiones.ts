import type { FastifyBaseLogger } from 'fastify';
import type { Proveedor } from '@ventas/domain/proveedores/proveedores';
import type { ProvidersConfig } from '../../config';
import { createProviderClient, type ProviderClient } from '../../providers/provider-client';
import { createResponseCache } from '../../providers/response-cache';
import type { AdaptadorB, AdaptadorC, AdaptadorD } from './adaptadores/capacidades';
import { crearAdaptadorB } from './adaptadores/proveedor-b.adapter';
import { crearAdaptadorC } from './adaptadores/proveedor-c.adapter';
import { crearAdaptadorD } from './adaptadores/proveedor-d.adapter';

/** The app's adapters, one per provider over its own client (circuits) and the coverage cache. */
export interface Conexiones {
  b: AdaptadorB;
  c: AdaptadorC;
  d: AdaptadorD;
  slugs: Record<Proveedor, string>;
}

export function crearConexiones(
  config: ProvidersConfig,
  log: FastifyBaseLogger,
  closeSignal?: AbortSignal,
): Conexiones {
  const cliente = (proveedor: Proveedor): ProviderClient =>
    createProviderClient({
      proveedor,
      baseUrl: config.urls[proveedor],
      timeoutMs: config.timeoutMs,
      retries: config.retries,
      breakerFailures: config.breakerFailures,
      breakerOpenMs: config.breakerOpenMs,
      log: { warn: (facts, message) => log.warn(facts, message) },
      closeSignal,
    });
  const cobertura = createResponseCache({ ttlSeconds: config.coverageCacheSeconds });
  return {
    b: crearAdaptadorB(cliente('b'), cobertura),
    c: crearAdaptadorC(cliente('c'), cobertura),
    d: crearAdaptadorD(cliente('d')),
    slugs: config.slugs,
  };
}
