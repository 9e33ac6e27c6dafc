/**
 * Amounts are generated in integer cents so that an invoice's concept lines add up to its total
 * exactly; the contract sends them as decimal strings in euros ("45.20", "-5.00").
 */
export function importe(centimos: number): string {
  if (!Number.isInteger(centimos)) throw new Error(`Importe no entero en céntimos: ${centimos}`);
  const signo = centimos < 0 ? '-' : '';
  const absoluto = Math.abs(centimos);
  return `${signo}${Math.floor(absoluto / 100)}.${String(absoluto % 100).padStart(2, '0')}`;
}

/** "45.20" → 4520: the inverse of importe() (tests sum invoices with it). */
export function centimosDe(texto: string): number {
  const negativo = texto.startsWith('-');
  const [euros = '0', decimales = ''] = texto.replace('-', '').split('.');
  const valor = Number(euros) * 100 + Number(decimales.padEnd(2, '0'));
  return negativo ? -valor : valor;
}

/** Spanish VAT (21 %) of a base, rounded half up to the cent. */
export function iva21(baseCentimos: number): number {
  return Math.round((baseCentimos * 21) / 100);
}

/** A euro figure as printed in a PDF: "45,20 €". */
export function eurosTexto(centimos: number): string {
  return `${importe(centimos).replace('.', ',')} €`;
}
