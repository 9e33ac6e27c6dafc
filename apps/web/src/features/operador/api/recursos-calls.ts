import { queryOptions } from '@tanstack/react-query';
import type { recursosSchema, releasesSchema } from '@ventas/domain/proveedores/proveedores-contract';
import { RUTAS_B, rutaScraping } from '@ventas/domain/proveedores/rutas-api';
import type { z } from 'zod';
import { api } from '../../../api/api';
import { operadorKeys, SIN_REINTENTO } from './operador-keys';

/** GET …/cliente/resources/grupomm/: the operator's resources for agents. */
export const recursosQuery = (slug: string) =>
  queryOptions({
    queryKey: operadorKeys.recursos(slug),
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof recursosSchema>>(rutaScraping(slug, RUTAS_B.recursos), { signal }),
    ...SIN_REINTENTO,
  });

/** GET …/cliente/releases/grupomm/: the operator's release notes. */
export const releasesQuery = (slug: string) =>
  queryOptions({
    queryKey: operadorKeys.releases(slug),
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof releasesSchema>>(rutaScraping(slug, RUTAS_B.releases), { signal }),
    ...SIN_REINTENTO,
  });
