/**
 * SPEC §9: each objective family has its chart colour; the spec names the families, not the
 * colours. Chosen apart in hue and readable on white (WCAG 3:1 for graphics); a family the tenant
 * named otherwise takes the next colour of FAMILIA_COLOR_RESTO by its position.
 */
export const FAMILIA_COLORES: Readonly<Record<string, string>> = {
  PREPAGO: '#1565c0',
  POSPAGO: '#2e7d32',
  TV: '#6a1b9a',
  'DOCTOR GO': '#c62828',
  ENERGIA: '#ef6c00',
  'FIJOS PRO': '#00838f',
  'FIJOS PARTICULAR': '#4e342e',
  RENUEVO: '#ad1457',
  'HOME GO': '#546e7a',
};

export const FAMILIA_COLOR_RESTO = ['#283593', '#558b2f', '#8e24aa', '#d84315', '#00695c'] as const;

/** A family's colour: its own by name (case and spaces ignored), else one of the rest by index. */
export function colorDeFamilia(nombre: string, indice: number): string {
  const clave = nombre.trim().toUpperCase().replace(/\s+/g, ' ');
  return FAMILIA_COLORES[clave] ?? FAMILIA_COLOR_RESTO[indice % FAMILIA_COLOR_RESTO.length]!;
}

/** SPEC §9 chart series, in order, with their colours. */
export const SERIES_ESTADISTICAS = [
  { clave: 'atenciones', etiqueta: 'Atenciones', color: '#90caf9' },
  { clave: 'ofertas', etiqueta: 'Ofertas', color: '#1e88e5' },
  { clave: 'vendidas', etiqueta: 'Atenciones vendidas', color: '#43a047' },
  { clave: 'ventas', etiqueta: 'Ventas', color: '#1b5e20' },
  { clave: 'valor', etiqueta: 'Ventas valor', color: '#f9a825' },
] as const;
