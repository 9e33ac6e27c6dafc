import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Mes } from '@ventas/domain/calculadora/mes';
import type {
  ComercialProyectado,
  ObjetivosGerencia,
} from '@ventas/domain/gerencia/objetivos-gerencia-contract';
import { SECTION_LABELS } from '@ventas/domain/permissions/web-routes';
import type { ReactNode } from 'react';
import { AvisoRetraso } from '../../../components/data-lag/aviso-retraso';
import { useSearchText } from '../../../lib/search-param';
import { mesDeUrl } from '../../calculadora/calculadora.public';
import { objetivosGerenciaQuery } from '../api/objetivos-gerencia-query';
import { MENSAJES_GERENCIA_MES } from '../gerencia-mes-messages';
import { comercialesDelMes } from '../model/comerciales-del-mes';
import { useFiltrosMes } from '../model/use-filtros-mes';
import { CargandoMes, ErrorMes } from './estado-mes';
import { FiltrosMesBar } from './filtros-mes-bar';

/** What a screen draws once the month has loaded: its figures and the commercials to show. */
export interface ContenidoMes {
  datos: ObjetivosGerencia;
  /** Those the search keeps who have objectives this month. */
  comerciales: ComercialProyectado[];
  /** The answer's own month: while another loads, links keep to the figures shown. */
  mes: Mes;
}

export interface PantallaMesProps {
  /** The section's page: 'Proyección', 'Reporte'. */
  titulo: string;
  mensajeError: string;
  children: (contenido: ContenidoMes) => ReactNode;
}

/**
 * The frame of Proyección and Reporte: title, filters (in the URL), the month's one call with its
 * loading, error (with retry) and empty states, the closed-month notice, and the top bar's search
 * applied to the commercials.
 */
export function PantallaMes({ titulo, mensajeError, children }: PantallaMesProps) {
  const { filtros, entradas, cambiar } = useFiltrosMes();
  const busqueda = useSearchText();
  const query = useQuery(objetivosGerenciaQuery(entradas));
  const datos = query.data;

  let contenido: ReactNode;
  if (query.isError) contenido = <ErrorMes mensaje={mensajeError} reintentar={() => void query.refetch()} />;
  else if (!datos) contenido = <CargandoMes />;
  else if (!datos.comerciales.some((c) => c.objetivos.length > 0))
    contenido = <Typography color="text.secondary">{MENSAJES_GERENCIA_MES.sinComerciales}</Typography>;
  else {
    const { conObjetivos, sinObjetivos } = comercialesDelMes(datos.comerciales, busqueda);
    contenido = (
      <>
        {datos.cerrado && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {MENSAJES_GERENCIA_MES.cerrado}
          </Alert>
        )}
        {conObjetivos.length > 0 ? (
          children({ datos, comerciales: conObjetivos, mes: mesDeUrl(datos.mes) })
        ) : (
          <Typography color="text.secondary">{MENSAJES_GERENCIA_MES.sinResultados}</Typography>
        )}
        {sinObjetivos.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            {`${MENSAJES_GERENCIA_MES.sinObjetivos}: ${sinObjetivos.map((c) => c.nombre).join(', ')}`}
          </Typography>
        )}
      </>
    );
  }

  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {`${SECTION_LABELS.gerencia} — ${titulo}`}
      </Typography>
      {/* Issue 30: these figures may come from the standby; says so when they are seconds old. */}
      <AvisoRetraso />
      <FiltrosMesBar filtros={filtros} cambiar={cambiar} />
      {query.isPlaceholderData && <LinearProgress aria-label="Actualizando" sx={{ mb: 1 }} />}
      {contenido}
    </Box>
  );
}
