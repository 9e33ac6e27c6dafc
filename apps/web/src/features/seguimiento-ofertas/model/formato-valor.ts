/** A value of a provider's flat record (a table cell, an offer's field). */
export type ValorCampo = string | number | boolean | null;

const numero = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });
const importe = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const FECHA = /^\d{4}-\d{2}-\d{2}$/;
// The contract's amounts are decimal strings with two decimals ("174.20").
const IMPORTE = /^-?\d{1,12}\.\d{2}$/;

/**
 * A cell's text: numbers in Spanish, the contract's dates (YYYY-MM-DD) as dd/mm/aaaa and its
 * amounts ("174.20") as 174,20, yes/no, an em dash for nothing; other text as it came.
 */
export function formatoValor(valor: ValorCampo | undefined): string {
  if (valor === null || valor === undefined || valor === '') return '—';
  if (typeof valor === 'boolean') return valor ? 'Sí' : 'No';
  if (typeof valor === 'number') return numero.format(valor);
  if (FECHA.test(valor)) return fechaEs(valor) ?? valor;
  if (IMPORTE.test(valor)) return importe.format(Number(valor));
  return valor;
}

/** dd/mm/aaaa of a real calendar day, else null (the provider's text is then shown as it came). */
function fechaEs(iso: string): string | null {
  const [anio = 0, mes = 0, dia = 0] = iso.split('-').map(Number);
  const diasDelMes = new Date(Date.UTC(anio, mes, 0)).getUTCDate();
  if (mes < 1 || mes > 12 || dia < 1 || dia > diasDelMes) return null;
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/**
 * A chart's x value (Variables): a contract day reads '02/11' on the axis, where the chosen dates
 * already say the year and the ticks must stay short, and '02/11/2026' in the tooltip; any other
 * value reads as a table cell does. Never the ISO text.
 */
export function etiquetaEjeX(x: string, donde: 'eje' | 'detalle'): string {
  const fecha = FECHA.test(x) ? fechaEs(x) : null;
  if (fecha === null) return formatoValor(x);
  return donde === 'eje' ? fecha.slice(0, 5) : fecha;
}

/**
 * An offer field's label from its key (`fecha_alta` -> "Fecha alta"): the offer's fields are the
 * provider's, with no titles of their own (unlike the tables, which declare theirs).
 */
export function etiquetaCampo(clave: string): string {
  const texto = clave.replace(/[_-]+/g, ' ').trim();
  return texto.charAt(0).toLocaleUpperCase('es-ES') + texto.slice(1);
}

/** The id an offers row opens, when it has one. */
export function idDeFila(fila: Record<string, ValorCampo>): string | null {
  const id = fila.id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : null;
}
