import { queryOptions } from '@tanstack/react-query';
import { permissionsCalls } from '@ventas/domain/permissions/permissions.calls';
import { sendCall } from '../../../api/send-call';
import { sistemaKeys } from './sistema-keys';

/** Every group of the registry with the permission ids it holds. */
export const gruposQuery = queryOptions({
  queryKey: sistemaKeys.grupos,
  queryFn: ({ signal }) => sendCall(permissionsCalls.groups, {}, { signal }),
});
