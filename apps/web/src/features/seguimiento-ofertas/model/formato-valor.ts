/** A value of a provider's flat record (a table cell, an offer's field). */
export type ValorCampo = string | number | boolean | null;

const numero = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

/** A cell's text: numbers in Spanish, yes/no, an em dash for nothing. */
export function formatoValor(valor: ValorCampo | undefined): string {
  if (valor === null || valor === undefined || valor === '') return '—';
  if (typeof valor === 'boolean') return valor ? 'Sí' : 'No';
  if (typeof valor === 'number') return numero.format(valor);
  return valor;
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
