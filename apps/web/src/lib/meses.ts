// Months as the screens name and offer them ('YYYY-MM'), shared by the operator's invoices and
// the offers pipeline.

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
