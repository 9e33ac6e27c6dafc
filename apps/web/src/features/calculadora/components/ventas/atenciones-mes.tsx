import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatEuros } from '@ventas/domain/money/euro-format';
import type { AtencionListRow } from '@ventas/domain/telework/atenciones-list-contract';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import { tipoAtencionLabel } from '../../../clientes/clientes.public';
import { atencionesMesQuery } from '../../api/atenciones-mes-query';
import { MENSAJES_VENTAS } from '../../calculadora-messages';
import type { PermisosCalculadora } from '../../model/permisos-calculadora';
import { AtencionAcciones } from './atencion-acciones';
import { ListaEstado } from './lista-estado';
import { MarcarActualizadaDialog } from './marcar-actualizada-dialog';
import { TablaOTarjetas, type Columna } from './tabla-o-tarjetas';
import type { useVentasAcciones } from './use-ventas-acciones';

const TITULO: Columna<AtencionListRow> = {
  key: 'cliente',
  header: 'Cliente',
  value: (a) => a.cliente_nombre,
};
const COLUMNAS: readonly Columna<AtencionListRow>[] = [
  { key: 'fecha', header: 'Actualizada', value: (a) => formatMadridDateTime(a.updated_on) },
  { key: 'tipo', header: 'Tipo', value: (a) => tipoAtencionLabel(a.tipo) },
  { key: 'detalle', header: 'Detalle', value: (a) => a.gestion?.name ?? a.oferta?.estadoLabel ?? '' },
  { key: 'importe', header: 'Importe', numeric: true, value: (a) => formatEuros(a.oferta?.precioTotal) },
];

interface AtencionesMesProps {
  mes: string;
  comercial: number;
  permisos: PermisosCalculadora;
  acciones: ReturnType<typeof useVentasAcciones>;
}

/** The month's procedures and offers of the commercial, with their actions (decision 73). */
export function AtencionesMes({ mes, comercial, permisos, acciones }: AtencionesMesProps) {
  const atenciones = useQuery(atencionesMesQuery(mes, comercial));
  const [marcando, setMarcando] = useState<AtencionListRow | null>(null);
  const [eliminando, setEliminando] = useState<AtencionListRow | null>(null);
  const datos = atenciones.data;
  return (
    <section aria-labelledby="atenciones-mes-titulo">
      <Typography id="atenciones-mes-titulo" variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Gestiones y ofertas del mes
      </Typography>
      <ListaEstado
        cargando="Cargando las atenciones"
        isError={atenciones.isError}
        errorTexto={MENSAJES_VENTAS.errorAtenciones}
        onReintentar={() => void atenciones.refetch()}
        total={datos ? datos.results.length : null}
        vacioTexto={MENSAJES_VENTAS.sinAtenciones}
      >
        {datos && (
          <TablaOTarjetas
            etiqueta="Gestiones y ofertas del mes"
            filas={datos.results}
            titulo={TITULO}
            columnas={COLUMNAS}
            acciones={(atencion) => (
              <AtencionAcciones
                atencion={atencion}
                permisos={permisos}
                onMarcar={setMarcando}
                onEliminar={setEliminando}
              />
            )}
          />
        )}
      </ListaEstado>
      {marcando && (
        <MarcarActualizadaDialog
          cliente={marcando.cliente_nombre}
          busy={acciones.marcar.isPending}
          onCancel={() => setMarcando(null)}
          onConfirm={(dia) =>
            acciones.marcar.mutate({ id: marcando.id, dia }, { onSuccess: () => setMarcando(null) })
          }
        />
      )}
      <ConfirmDialog
        open={eliminando !== null}
        title="Eliminar atención"
        text={`Se eliminará la atención de ${eliminando?.cliente_nombre ?? ''} y, si es una oferta, sus paquetes.`}
        confirmLabel="Eliminar"
        destructive
        busy={acciones.eliminar.isPending}
        onCancel={() => setEliminando(null)}
        onConfirm={() =>
          eliminando && acciones.eliminar.mutate(eliminando.id, { onSuccess: () => setEliminando(null) })
        }
      />
    </section>
  );
}
