import type { DistribuidorAdmin } from '@ventas/domain/distribuidores/distribuidores-contract';
import { formatDay, madridDate } from '@ventas/domain/time/madrid';

/** 'activo', or for a deleted one the day (Madrid, DD/MM/YYYY) its data is erased for good. */
export function estadoDistribuidor(row: Pick<DistribuidorAdmin, 'deleted_at' | 'purge_after'>): string {
  if (!row.deleted_at) return 'activo';
  if (!row.purge_after) return 'eliminado';
  return `eliminado — borrado definitivo el ${formatDay(madridDate(new Date(row.purge_after)))}`;
}
