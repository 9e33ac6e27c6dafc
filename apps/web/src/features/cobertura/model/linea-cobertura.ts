import type { TECNOLOGIAS } from '@ventas/domain/proveedores/proveedores-contract';
import { formatDay, madridToday } from '@ventas/domain/time/madrid';

/** A covered technology carried into an offer (issue 18: "A covered technology can be carried into the offer"). */
export interface TecnologiaUsada {
  tecnologia: (typeof TECNOLOGIAS)[number];
  velocidad_max_mb: number | null;
  /** The address as the provider confirmed it. */
  direccion: string;
}

const MEGAS = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });

/**
 * The offer's notes line (decision cobertura-1): `Cobertura FTTH 1000 Mb en <dirección>
 * (comprobada el 26/11/2026)`; a provider that gives no speed leaves the figure out.
 */
export function lineaDeCobertura(usada: TecnologiaUsada, hoy: string = madridToday()): string {
  const velocidad = usada.velocidad_max_mb === null ? '' : ` ${MEGAS.format(usada.velocidad_max_mb)} Mb`;
  return `Cobertura ${usada.tecnologia}${velocidad} en ${usada.direccion} (comprobada el ${formatDay(hoy)})`;
}

/** The notes with `linea` as a new last line (nothing typed before is changed). */
export function notasConLinea(notas: string, linea: string): string {
  const previas = notas.trimEnd();
  return previas === '' ? linea : `${previas}\n${linea}`;
}
