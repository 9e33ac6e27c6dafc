import { queryOptions } from '@tanstack/react-query';
import { permissionSchema } from '@ventas/domain/permissions/registry-contract';
import { z } from 'zod';
import { api } from '../../../api/api';
import { sistemaKeys } from './sistema-keys';

const permissionListSchema = z.array(permissionSchema);

/** GET /api/permissions/: every permission of the registry. */
export const permisosQuery = queryOptions({
  queryKey: sistemaKeys.permisos,
  queryFn: async ({ signal }) =>
    permissionListSchema.parse(await api.get<unknown>('/api/permissions/', { signal })),
});
