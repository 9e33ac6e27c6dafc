import type { SeguimientoVista } from '@ventas/domain/proveedores/proveedores-contract';

/** How a tab shows its view: a table of declared columns, or line charts of series. */
export type FormaPestana = 'tabla' | 'grafico';

export interface PestanaSeguimiento {
  vista: SeguimientoVista;
  etiqueta: string;
  forma: FormaPestana;
  /** Its rows open the offer dialog (by the row's `id`). */
  abreOferta?: boolean;
}

/**
 * Issue 18 "Offers tracking (group D)": the tabs in the order, each one view of the API.
 * The views keep the names SPEC §7 gives their paths; the tabs say in Spanish what they hold. The
 * spec names `seguimiento-ofertas-second` only as a path: its rows are the second phase of a
 * signed offer (validation and number porting), so its tab is 'Segunda fase'.
 */
export const PESTANAS_SEGUIMIENTO: readonly PestanaSeguimiento[] = [
  { vista: 'seguimiento-ofertas-resumen', etiqueta: 'Resumen', forma: 'tabla' },
  { vista: 'seguimiento-ofertas-detalle', etiqueta: 'Detalle', forma: 'tabla' },
  { vista: 'seguimiento-ofertas-ofertas', etiqueta: 'Ofertas', forma: 'tabla', abreOferta: true },
  { vista: 'seguimiento-ofertas-second', etiqueta: 'Segunda fase', forma: 'tabla' },
  { vista: 'tramitaciones-ofertas', etiqueta: 'Tramitaciones', forma: 'tabla' },
  { vista: 'variables-graphic', etiqueta: 'Variables', forma: 'grafico' },
  { vista: 'tickets', etiqueta: 'Tickets', forma: 'tabla' },
];
