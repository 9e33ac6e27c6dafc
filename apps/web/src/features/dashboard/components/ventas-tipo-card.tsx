import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TipoVentaCount } from '@ventas/domain/gerencia/stats-contract';
import { LISTA_TIPO_VENTA } from '@ventas/domain/opciones/tipos-venta';
import { useOpciones } from '../../../api/initial-options';
import { TEXTOS_DASHBOARD } from '../dashboard-messages';
import { barrasTipoVenta } from '../model/barras-dashboard';
import { cifra } from '../model/formatos-dashboard';
import { LazyGraficoBarras } from './graficos/lazy-grafico-barras';
import { ListaCifras } from './lista-cifras';
import { TarjetaDashboard } from './tarjeta-dashboard';

const TEXTOS = TEXTOS_DASHBOARD.ventasTipo;

/** Customers sold per package sale type (SPEC §7 Statistics): bars and their figures, each a link. */
export function VentasTipoCard({
  datos,
  graficos,
}: {
  datos: UseQueryResult<TipoVentaCount>;
  graficos: boolean;
}) {
  const opciones = useOpciones();
  return (
    <TarjetaDashboard
      titulo={TEXTOS.titulo}
      datos={datos}
      // The chart's room and the list of the usual three sale types.
      alturaCargando={{ xs: 232, md: 250 }}
      vacio={({ tipos }) => (tipos.every((tipo) => tipo.clientes === 0) ? TEXTOS.vacio : null)}
    >
      {(respuesta) => {
        const barras = barrasTipoVenta(respuesta, opciones[LISTA_TIPO_VENTA]);
        return (
          <Stack spacing={1}>
            <LazyGraficoBarras
              permitido={graficos}
              descripcion="Gráfico de clientes vendidos por tipo de venta"
              barras={barras}
              formato={cifra}
            />
            <ListaCifras titulo="Clientes vendidos por tipo de venta" filas={barras} />
          </Stack>
        );
      }}
    </TarjetaDashboard>
  );
}
