import type { Mes } from '@ventas/domain/calculadora/mes';
import { SIN_FESTIVOS_PROPIOS, type Calendario } from '@ventas/domain/calculadora/working-days';
import type { TenantTx } from '../../db/database';

/**
 * Each commercial's calendar of a month beyond SPEC §9's national days: the tenant's regional,
 * municipal and own days, and the commercial's holidays. The calculator, the team view and the
 * month's xlsx count working days with it.
 */
export async function calendariosDeComerciales(
  _tx: TenantTx,
  comercialIds: readonly number[],
  _mes: Mes,
): Promise<Map<number, Calendario>> {
  // Filled in by the calendar's work (issue 14): national days only until then.
  return new Map(comercialIds.map((id) => [id, SIN_FESTIVOS_PROPIOS]));
}
