/**
 * Inputs the simulator answers in a special way, so tests and the demo can reach each branch of
 * the adapters and screens. Listed in README.md.
 */

/** A document the operator does not know: 404 for b.lineas, b.facturas, b.registros, b.renuevo, b.ordenes. */
export const DOCUMENTO_DESCONOCIDO = '00000000T';

/** A customer with no invoices: b.facturas answers `{ facturas: [] }`. */
export const DOCUMENTO_SIN_FACTURAS = '11111111H';

/** A contract whose PDF comes without a Content-Disposition header (the API falls back to Contrato_{id}). */
export const CONTRATO_SIN_NOMBRE = 'SIN-NOMBRE';

/** A contract whose PDF's Content-Disposition names a path with markup (the API must sanitise it). */
export const CONTRATO_HOSTIL = 'HOSTIL';
export const NOMBRE_HOSTIL = '../../secreto/<script>.pdf';

/** A postal code of a real province (Melilla) with no coverage of any technology. */
export const CP_SIN_COBERTURA = '52999';

/** Basic-auth password the operator refuses: 403. */
export const PASSWORD_RECHAZADA = 'rechazada';

/** The Content-Disposition of any other contract's PDF. */
export function disposicionContrato(contractId: string): string | null {
  if (contractId === CONTRATO_SIN_NOMBRE) return null;
  if (contractId === CONTRATO_HOSTIL) return `attachment; filename="${NOMBRE_HOSTIL}"`;
  return `attachment; filename="Contrato_${contractId}.pdf"`;
}
