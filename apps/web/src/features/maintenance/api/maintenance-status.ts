import { queryOptions } from '@tanstack/react-query';
import type { MaintenanceStatus } from '@ventas/domain/distribuidores/distribuidores-contract';
import { api } from '../../../api/api';

/** SPEC §7: public, and never answers 503 itself. */
function getMaintenanceStatus(signal?: AbortSignal): Promise<MaintenanceStatus> {
  return api.get<MaintenanceStatus>('/api/distribuidores/get-maintenance-status/', { auth: false, signal });
}

export const maintenanceStatusQuery = queryOptions({
  queryKey: ['distribuidores', 'maintenance-status'],
  queryFn: ({ signal }) => getMaintenanceStatus(signal),
  staleTime: 0,
});

/** A failed check is not maintenance: the screens' own calls will meet a 503 if it is. */
export async function isUnderMaintenance(): Promise<boolean> {
  try {
    return (await getMaintenanceStatus()).maintenance === true;
  } catch {
    return false;
  }
}
