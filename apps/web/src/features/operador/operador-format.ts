import { formatEuros } from '@ventas/domain/money/euro-format';
import type { Lineas, TIPOS_RENUEVO } from '@ventas/domain/proveedores/proveedores-contract';
import { formatDay } from '@ventas/domain/time/madrid';

type Linea = Lineas['lineas'][number];

/** The renewal types as the agent reads them. */
export const TIPO_RENUEVO_LABEL: Record<(typeof TIPOS_RENUEVO)[number], string> = {
  MOVIL: 'Móvil',
  FIJO: 'Fijo',
  CONVERGENTE: 'Convergente',
};

/** A commitment in months: 0 is none. */
export function permanenciaLabel(meses: number): string {
  if (meses === 0) return 'Sin permanencia';
  return meses === 1 ? '1 mes' : `${meses} meses`;
}

/** A monthly fee: '45,20 €/mes'. */
export function cuotaMensualLabel(importe: string): string {
  return `${formatEuros(importe)}/mes`;
}

/** The operator's line types as the agent reads them. */
export const TIPO_LINEA_LABEL: Record<Linea['tipo'], string> = {
  MOVIL: 'Móvil',
  FIJO: 'Fijo',
  FIBRA: 'Fibra',
};

/** A line's commitment end ('YYYY-MM-DD' → dd/mm/aaaa); none reads as permanenciaLabel's 0. */
export function permanenciaHastaLabel(hasta: string | null): string {
  return hasta === null ? permanenciaLabel(0) : formatDay(hasta);
}
