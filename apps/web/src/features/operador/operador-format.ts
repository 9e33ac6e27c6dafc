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

const MES_LARGO = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-09' → 'septiembre de 2026'. */
export function mesLabel(mes: string): string {
  const [year, month] = mes.split('-').map(Number);
  return MES_LARGO.format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1)));
}

/**
 * The last `cuantos` months up to `hoy`'s month ('YYYY-MM-DD', Madrid), the latest first, as the
 * facturas query names them ('YYYY-MM').
 */
export function ultimosMeses(hoy: string, cuantos = 12): string[] {
  const [year = 1970, month = 1] = hoy.split('-').map(Number);
  return Array.from({ length: cuantos }, (_, atras) => {
    const date = new Date(Date.UTC(year, month - 1 - atras, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
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
