import type { VistaTabla } from '@ventas/domain/proveedores/proveedores-contract';

/** A tab shows its view as a table of declared columns, or the variables as line charts. */
export type PestanaSeguimiento =
  | {
      forma: 'tabla';
      vista: VistaTabla;
      etiqueta: string;
      /** Its rows open the offer dialog (by the row's `id`). */
      abreOferta?: boolean;
    }
  | { forma: 'grafico'; vista: 'variables-graphic'; etiqueta: string };

export type PestanaTabla = Extract<PestanaSeguimiento, { forma: 'tabla' }>;

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
