import { colorDeFamilia } from '@ventas/domain/gerencia/familia-colores';
import type { ConsecucionCount, TipoVentaCount } from '@ventas/domain/gerencia/stats-contract';
import { etiquetaDeTipoVenta } from '@ventas/domain/opciones/tipos-venta';
import { Decimal } from 'decimal.js';
import type { BarraDashboard } from './barra-dashboard';
import { enlaceTipoVenta } from './enlaces-dashboard';

/**
 * Sales by type: one bar per type, in the answer's order (most first), each opening its sales.
 * The answer names a type by the value packages store; the bar shows the distributor's label for
 * it (`tipos`: its `tipo_venta` options, issue 29 §5), "Sin tipo" as it comes.
 */
export const barrasTipoVenta = (
  respuesta: TipoVentaCount,
  tipos?: readonly { value: string; label: string }[],
): BarraDashboard[] =>
  respuesta.tipos.map(({ tipo_venta, clientes }) => ({
    etiqueta: etiquetaDeTipoVenta(tipo_venta, tipos),
    valor: clientes,
    enlace: enlaceTipoVenta(tipo_venta, respuesta),
  }));

/**
 * Attainment: families with a target (a 0 target has no percent, SPEC §3), each in its SPEC §9
 * colour by name and position, the percent to one decimal for drawing (the table keeps it exact).
 */
export const barrasConsecucion = ({ familias }: ConsecucionCount): BarraDashboard[] =>
  familias.flatMap((familia, indice) =>
    familia.porcentaje === null
      ? []
      : [
          {
            etiqueta: familia.nombre,
            valor: new Decimal(familia.porcentaje).toDecimalPlaces(1).toNumber(),
            color: colorDeFamilia(familia.nombre, indice),
            enlace: null,
          },
        ],
  );
