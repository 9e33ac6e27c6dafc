import { queryOptions } from '@tanstack/react-query';
import { distribuidoresCalls } from '@ventas/domain/distribuidores/distribuidores.calls';
import { sendCall } from '../../../api/send-call';
import { sistemaKeys } from './sistema-keys';

/**
 * On the platform every distributor (deleted ones flagged by deleted_at and purge_after); for any
 * other SuperAdmin, their own one.
 */
export const distribuidoresQuery = queryOptions({
  queryKey: sistemaKeys.distribuidores,
  queryFn: ({ signal }) => sendCall(distribuidoresCalls.list, {}, { signal }),
});
