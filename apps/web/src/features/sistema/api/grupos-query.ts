import { queryOptions } from '@tanstack/react-query';
import { groupSchema } from '@ventas/domain/permissions/registry-contract';
import { z } from 'zod';
import { api } from '../../../api/api';
import { sistemaKeys } from './sistema-keys';

const groupListSchema = z.array(groupSchema);

/** GET /api/groups/: every group of the registry with the permission ids it holds. */
export const gruposQuery = queryOptions({
  queryKey: sistemaKeys.grupos,
  queryFn: async ({ signal }) => groupListSchema.parse(await api.get<unknown>('/api/groups/', { signal })),
});
