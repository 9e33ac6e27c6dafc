import type { CuentaActivacionesPendientes } from '@ventas/domain/ofertas/declaracion-venta-contract';

/**
 * Whether the dashboard shows the count: under "Un manager confirma", even at 0 (the reader
 * learns there is nothing waiting); after a switch back to "El comercial activa", only while
 * requests made before it still wait for an answer.
 */
export const debeMostrarConfirmaciones = ({ modo, pendientes }: CuentaActivacionesPendientes): boolean =>
  modo === 'MANAGER_CONFIRMA' || pendientes > 0;
