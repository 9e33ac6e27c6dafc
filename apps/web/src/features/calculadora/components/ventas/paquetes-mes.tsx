import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { formatDay } from '@ventas/domain/time/madrid';
import type { PaqueteListRow } from '@ventas/domain/telework/paquetes-list-contract';
import { Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { lazyPart, LoadingPart } from '../../../../components/lazy-part/lazy-part';
import { paquetesMesQuery } from '../../api/paquetes-mes-query';
import { MENSAJES_VENTAS } from '../../calculadora-messages';
import { ofertaEnEdicion } from '../../model/oferta-link';
import { AdditionalInfoButton } from '../pedido/additional-info-button';
import { ListaEstado } from './lista-estado';
import { PaqueteEstadoSelect } from './paquete-estado-select';
import { TablaOTarjetas, type Columna } from './tabla-o-tarjetas';
import type { useVentasAcciones } from './use-ventas-acciones';

// The order form (date pickers, the domain's schema) loads on first use, not with the calculator.
const AdditionalInfoDialog = lazyPart(() =>
  import('../pedido/additional-info-dialog').then((m) => m.AdditionalInfoDialog),
);

const COLUMNAS: readonly Columna<PaqueteListRow>[] = [
  { key: 'tarifa', header: 'Tarifa', value: (p) => p.tarifaNombre ?? '' },
  { key: 'oferta', header: 'Oferta', value: (p) => p.oferta.estadoLabel ?? '' },
  { key: 'venta', header: 'Venta', value: (p) => formatDay(p.oferta.fechaVenta) },
  { key: 'precio', header: 'Precio', numeric: true, value: (p) => formatEuros(p.precio_durante) },
];

interface PaquetesMesProps {
  mes: string;
  comercial: number;
  acciones: ReturnType<typeof useVentasAcciones>;
}

/**
 * The packages sold in the month: their state can change, their offer opens in the configurator
 * and their order info ("Datos del pedido") is recorded from the row.
 */
export function PaquetesMes({ mes, comercial, acciones }: PaquetesMesProps) {
  const paquetes = useQuery(paquetesMesQuery(mes, comercial));
  const { pathname, search } = useLocation();
  const { estado } = acciones;
  const [pedido, setPedido] = useState<PaqueteListRow | null>(null);
  const titulo: Columna<PaqueteListRow> = {
    key: 'cliente',
    header: 'Cliente',
    value: (p) => (
      <Link component={RouterLink} to={ofertaEnEdicion(p.cliente.id, p.oferta.id, pathname + search)}>
        {p.cliente.nombre}
      </Link>
    ),
  };
  const columnas: readonly Columna<PaqueteListRow>[] = [
    ...COLUMNAS,
    {
      key: 'estado',
      header: 'Estado',
      value: (p) => (
        <PaqueteEstadoSelect
          nombre={p.cliente.nombre}
          estado={p.estado}
          disabled={estado.isPending && estado.variables?.id === p.id}
          onChange={(nuevo) => estado.mutate({ id: p.id, estado: nuevo })}
        />
      ),
    },
  ];
  const datos = paquetes.data;
  return (
    <section aria-labelledby="paquetes-mes-titulo">
      <Typography id="paquetes-mes-titulo" variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Paquetes vendidos
      </Typography>
      <ListaEstado
        cargando="Cargando los paquetes"
        isError={paquetes.isError}
        errorTexto={MENSAJES_VENTAS.errorPaquetes}
        onReintentar={() => void paquetes.refetch()}
        total={datos ? datos.results.length : null}
        vacioTexto={MENSAJES_VENTAS.sinPaquetes}
      >
        {datos && (
          <TablaOTarjetas
            etiqueta="Paquetes vendidos"
            filas={datos.results}
            titulo={titulo}
            columnas={columnas}
            acciones={(p) => <AdditionalInfoButton cliente={p.cliente.nombre} onClick={() => setPedido(p)} />}
          />
        )}
        {datos && datos.count > datos.results.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Se muestran {datos.results.length} de {datos.count}.
          </Typography>
        )}
      </ListaEstado>
      <Suspense fallback={<LoadingPart />}>
        {pedido && <AdditionalInfoDialog paquete={pedido} onClose={() => setPedido(null)} />}
      </Suspense>
    </section>
  );
}
