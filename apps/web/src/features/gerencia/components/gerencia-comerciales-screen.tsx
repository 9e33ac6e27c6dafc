import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { GerenciaFila } from '@ventas/domain/gerencia/gerencia-contract';
import { SECTION_LABELS } from '@ventas/domain/permissions/web-routes';
import { useMemo, useState } from 'react';
import { ExportProgress } from '../../../components/paged-grid/export-progress';
import { AvisoRetraso } from '../../../components/data-lag/aviso-retraso';
import { ListErrorAlert } from '../../../components/paged-grid/list-error-alert';
import { useExportJob } from '../../../components/paged-grid/use-export-job';
import { useSearchText } from '../../../lib/search-param';
import { gerenciaFiltersQuery } from '../api/gerencia-filters-query';
import { startAtencionesExport } from '../api/start-atenciones-export';
import { startGerenciaExport } from '../api/start-gerencia-export';
import { ORDEN_INICIAL, ordenarFilas, siguienteOrden } from '../model/filas-comerciales';
import { MENSAJES_GERENCIA } from '../model/gerencia-messages';
import { mensajeDeError } from '../model/mensaje-de-error';
import { useCuentasComerciales } from '../model/use-cuentas-comerciales';
import { useFiltrosComerciales } from '../model/use-filtros-comerciales';
import { AccionesComerciales } from './acciones-comerciales';
import { LoadingTable } from './loading-table';
import { EstadoVacio } from './estado-vacio';
import { GerenciaFiltros } from './filtros/gerencia-filtros';
import { MoverAgendadosDialog } from './mover/mover-agendados-dialog';
import { useMoverAgendados } from './mover/use-mover-agendados';
import { ComercialesTable } from './tabla/comerciales-table';

/**
 * /gerencia/comerciales (SPEC §2, §7 Management; issue 15): every commercial's figures for the
 * URL's filters, each a link to its customers; the top bar's search narrows the rows by name.
 * Selected commercials' callbacks move to another one; the table exports to xlsx.
 */
export function GerenciaComercialesScreen() {
  const { filtros, entradas, cambiar, limpiar } = useFiltrosComerciales();
  const busqueda = useSearchText();
  const opciones = useQuery(gerenciaFiltersQuery());
  const { cuentas, filas, total } = useCuentasComerciales(entradas, busqueda);
  const [orden, setOrden] = useState(ORDEN_INICIAL);
  const [seleccion, setSeleccion] = useState<ReadonlySet<number>>(new Set());
  // Whose callbacks the open dialog moves (null: closed), fixed when it opens.
  const [origenes, setOrigenes] = useState<GerenciaFila[] | null>(null);
  const { mover, moviendo } = useMoverAgendados();
  const exportacion = useExportJob();
  const datos = cuentas.data;
  const ordenadas = useMemo(() => ordenarFilas(filas, orden), [filas, orden]);
  // Only rows on screen are acted on: a search or a filter hides a selection, it does not keep it.
  const seleccionadas = ordenadas.filter((fila) => seleccion.has(fila.comercial));
  const { after, before } = filtros.fechas ?? {};
  const ventana =
    after && before ? { desde: after, hasta: before } : (opciones.data?.fechas[0] ?? datos?.ventana ?? null);
  // The export is the table shown: the searched commercials when the search narrows them.
  const entradasExport =
    total.comerciales.length < (datos?.comerciales.length ?? 0) && !total.demasiados
      ? [...entradas, ...total.comerciales.map((id) => ['comercial', String(id)] as const)]
      : entradas;

  async function moverA(moviendoDe: GerenciaFila[], destino: number) {
    const fallidos = await mover(
      moviendoDe.map((fila) => fila.comercial),
      destino,
    );
    // A failed origin stays selected and in the dialog, to try again or pick another destination.
    setSeleccion(new Set(fallidos));
    setOrigenes(fallidos.length ? moviendoDe.filter((fila) => fallidos.includes(fila.comercial)) : null);
  }

  return (
    <Box sx={{ maxWidth: 1600 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {`${SECTION_LABELS.gerencia} — Comerciales`}
      </Typography>
      {/* Issue 30: these figures may come from the standby; says so when they are seconds old. */}
      <AvisoRetraso />
      {opciones.isError && (
        <ListErrorAlert text={MENSAJES_GERENCIA.errorOpciones} onRetry={() => void opciones.refetch()} />
      )}
      <GerenciaFiltros filtros={filtros} cambiar={cambiar} ventana={ventana} opciones={opciones.data} />
      <AccionesComerciales
        recopilada={datos && !cuentas.isError ? { comerciales: filas.length, ventana: datos.ventana } : null}
        seleccionados={seleccionadas.length}
        onMover={() => setOrigenes(seleccionadas)}
        exportando={exportacion.running}
        onExportar={() => void exportacion.start(() => startGerenciaExport(entradasExport))}
        onExportarAtenciones={() => {
          if (!datos) return;
          const ids = seleccionadas.map((fila) => fila.comercial);
          void exportacion.start(() => startAtencionesExport(datos.ventana, ids));
        }}
      />
      {exportacion.running && (
        <ExportProgress progress={exportacion.progress} items={{ one: 'fila', other: 'filas' }} />
      )}
      {cuentas.isError ? (
        <ListErrorAlert
          text={mensajeDeError(MENSAJES_GERENCIA.errorFiguras, cuentas.error)}
          onRetry={() => void cuentas.refetch()}
        />
      ) : !datos ? (
        <LoadingTable />
      ) : filas.length === 0 ? (
        <EstadoVacio busqueda={busqueda} onLimpiar={limpiar} />
      ) : (
        <>
          {cuentas.isPlaceholderData && (
            <LinearProgress aria-label="Actualizando las cifras" sx={{ mb: 0.5 }} />
          )}
          <ComercialesTable
            filas={ordenadas}
            total={total}
            ventana={datos.ventana}
            orden={orden}
            onOrden={(clave) => setOrden((actual) => siguienteOrden(actual, clave))}
            seleccion={seleccion}
            onSeleccion={setSeleccion}
          />
        </>
      )}
      {/* Mounted while open: each opening starts without a destination. */}
      {origenes && (
        <MoverAgendadosDialog
          open
          origenes={origenes}
          comerciales={opciones.data?.comerciales}
          moviendo={moviendo}
          onCancel={() => setOrigenes(null)}
          onConfirm={(destino) => void moverA(origenes, destino)}
        />
      )}
    </Box>
  );
}
