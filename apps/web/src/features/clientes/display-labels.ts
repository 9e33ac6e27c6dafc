/**
 * Spanish labels for the codes the API sends (estados, tipos), so no raw key reaches the screen.
 * Unknown codes fall back to a readable form of the code.
 */

/** 'NO_INTERESADO' -> 'No interesado'; text that is not a code is returned as it is. */
export function humanizeCode(code: string): string {
  if (!/^[A-Z0-9_]+$/.test(code)) return code;
  const words = code.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const label = (table: Record<string, string>) => (code: string | null | undefined) =>
  code ? (table[code] ?? humanizeCode(code)) : '';

export const tipoAtencionLabel = label({
  AGENDADO: 'Agendado',
  NO_INTERESADO: 'No interesado',
  GESTION: 'Gestión',
  OFERTA: 'Oferta',
});

export const estadoAtencionLabel = label({
  PENDIENTE: 'Pendiente',
  REALIZADO: 'Realizado',
  CANCELADO: 'Cancelado',
  REPROGRAMADO: 'Reprogramado',
});

export const estadoClienteLabel = label({
  NUEVO: 'Nuevo',
  AGENDADO: 'Agendado',
  NO_INTERESADO: 'No interesado',
  OFERTA: 'Oferta',
  VENDIDO: 'Vendido',
});

export const ESTADO_CLIENTE_COLORS: Record<string, 'default' | 'info' | 'warning' | 'primary' | 'success'> = {
  NUEVO: 'default',
  AGENDADO: 'info',
  NO_INTERESADO: 'warning',
  OFERTA: 'primary',
  VENDIDO: 'success',
};

/** SPEC §3 package statuses; VUELO is an order in flight. */
export const estadoPaqueteLabel = label({ ACTIVO: 'Activo', CANCELADO: 'Cancelado', VUELO: 'En vuelo' });

export const tipoLineaLabel = label({
  LINEA_PRINCIPAL: 'Línea principal',
  LINEA_ADICIONAL: 'Línea adicional',
  LINEA_ADICIONAL_SVA: 'Línea adicional SVA',
});

/** SPEC §3 tariff categories. */
export const TARIFF_CATEGORY_LABELS: Record<string, string> = {
  fixed_line: 'Fijo',
  mobile_fixed_line: 'Fijo y móvil',
  convergent: 'Convergente',
  mobile_line: 'Móvil',
};
export const tariffCategoryLabel = label(TARIFF_CATEGORY_LABELS);
