import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { presetsFechas, ventanaGerencia } from '@ventas/domain/gerencia/gerencia-ventana';
import { SECTION_LABELS } from '@ventas/domain/permissions/web-routes';
import { MENSAJES_RETAILX } from '@ventas/domain/retailx/retailx-contract';
import { madridToday } from '@ventas/domain/time/madrid';
import { FechasFilter } from '../../../components/fechas-filter/fechas-filter';
import { ListErrorAlert } from '../../../components/paged-grid/list-error-alert';
import { useSearchText } from '../../../lib/search-param';
import { retailxQuery } from '../api/retailx-query';
import { filaCanal, filasComerciales, filasTiendas } from '../model/filas-retailx';
import { useFechasRetailx } from '../model/use-fechas-retailx';
import { CifrasTable } from './cifras-table';

/**
 * /retailX (SPEC §2; issue 17, group D): the retail channel — the TIENDA commercials' customers and
 * sales for the chosen dates, per store and per commercial, with the channel's total. The figures
 * are Gerencia's and every count opens its customers in Teletrabajo; the top bar's search narrows
 * the commercials by name.
 */
export function RetailxScreen() {
  const { pedida, entradas, elegir } = useFechasRetailx();
  const busqueda = useSearchText();
  // Gerencia's presets, from today (RetailX reads no Gerencia options).
  const presets = useMemo(() => presetsFechas(madridToday()), []);
  const cifras = useQuery(retailxQuery(entradas));
  const datos = cifras.data;
  const ventana = pedida ?? datos?.ventana ?? ventanaGerencia(madridToday());
  const comerciales = datos ? filasComerciales(datos, busqueda) : [];

  return (
    <Box sx={{ maxWidth: 1400 }}>
      {/* Provider D's offers tracking is the section's other tab (issue 29, decision 168). */}
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {SECTION_LABELS.retailX}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <FechasFilter ventana={ventana} presets={presets} onChange={elegir} />
      </Box>
      {cifras.isFetching && <LinearProgress aria-label="Cargando las cifras" sx={{ mb: 1 }} />}
      {cifras.isError && (
        <ListErrorAlert text={MENSAJES_RETAILX.error} onRetry={() => void cifras.refetch()} />
      )}
      {datos && datos.comerciales.length === 0 && <Alert severity="info">{MENSAJES_RETAILX.vacio}</Alert>}
      {datos && datos.comerciales.length > 0 && (
        <>
          {datos.tiendas.length > 0 && (
            <>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                Por tienda
              </Typography>
              <CifrasTable
                titulo="Cifras por tienda"
                cabecera="Tienda"
                filas={filasTiendas(datos)}
                total={filaCanal(datos)}
                ventana={datos.ventana}
              />
            </>
          )}
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Por comercial
          </Typography>
          {comerciales.length === 0 && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              Ningún comercial de tipo Tienda coincide con la búsqueda.
            </Typography>
          )}
          <CifrasTable
            titulo="Cifras por comercial"
            cabecera="Comercial"
            filas={comerciales}
            total={filaCanal(datos)}
            ventana={datos.ventana}
          />
        </>
      )}
    </Box>
  );
}
