import { queryOptions } from '@tanstack/react-query';
import { distribuidorAdminSchema } from '@ventas/domain/distribuidores/distribuidores-contract';
import { z } from 'zod';
import { api } from '../../../api/api';
import { sistemaKeys } from './sistema-keys';

const distribuidorListSchema = z.array(distribuidorAdminSchema);

/**
 * GET /api/distribuidores/distribuidor/: on the platform every distributor (deleted ones flagged
 * by deleted_at and purge_after); for any other SuperAdmin, their own one.
 */
export const distribuidoresQuery = queryOptions({
  queryKey: sistemaKeys.distribuidores,
  queryFn: async ({ signal }) =>
    distribuidorListSchema.parse(await api.get<unknown>('/api/distribuidores/distribuidor/', { signal })),
});
