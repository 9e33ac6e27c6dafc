import { queryOptions } from '@tanstack/react-query';
import { permissionsCalls } from '@ventas/domain/permissions/permissions.calls';
import { sendCall } from '../../../api/send-call';
import { sistemaKeys } from './sistema-keys';

/** Every permission of the registry. */
export const permisosQuery = queryOptions({
  queryKey: sistemaKeys.permisos,
  queryFn: ({ signal }) => sendCall(permissionsCalls.permissions, {}, { signal }),
});
