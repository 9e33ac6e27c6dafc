import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { SECTION_LABELS } from '@ventas/domain/permissions/web-routes';
import { AvisoRetraso } from '../../../components/data-lag/aviso-retraso';
import { ListErrorAlert } from '../../../components/paged-grid/list-error-alert';
import { useSession } from '../../../session/use-session';
import {
  AccionesCard,
  RejillaTarjetas,
  VentasTipoCard,
  useGraficosDespues,
} from '../../dashboard/dashboard.public';
import { MENSAJES_GERENCIA, gerenciaFiltersQuery } from '../../gerencia/gerencia.public';
import { useEstadisticas } from '../model/use-estadisticas';
import { useFiltrosEstadisticas } from '../model/use-filtros-estadisticas';
import { ComercialesSeccion } from './comerciales-seccion';
import { EstadisticasFiltros } from './estadisticas-filtros';
import { ObjetivosSeccion } from './objetivos-seccion';

/**
 * /gerencia/estadisticas (SPEC §2, §7 Statistics; issue 15): sales against objectives per family
 * and SPEC §9's series per commercial, then sales by type and commercial actions, for the URL's
 * filters. Each section asks for its own figures and draws as they answer; a failure is only
 * logged and leaves a quiet sentence (SPEC §8); the charts follow once every section has figures.
 */
export function EstadisticasScreen() {
  const { filtros, entradas, cambiar } = useFiltrosEstadisticas();
  const opciones = useQuery(gerenciaFiltersQuery());
  const datos = useEstadisticas(entradas);
  const graficos = useGraficosDespues(!Object.values(datos).some((consulta) => consulta.isPending));
  const yo = useSession().user?.id ?? 0;
  const { after, before } = filtros.updated_on ?? {};
  const ventana =
    after && before
      ? { desde: after, hasta: before }
      : (opciones.data?.fechas[0] ?? datos.ranking.data?.ventana ?? null);
  return (
    <Box sx={{ maxWidth: 1600 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {`${SECTION_LABELS.gerencia} — Estadísticas`}
      </Typography>
      {/* Issue 30: these figures may come from the standby; says so when they are seconds old. */}
      <AvisoRetraso />
      {opciones.isError && (
        <ListErrorAlert text={MENSAJES_GERENCIA.errorOpciones} onRetry={() => void opciones.refetch()} />
      )}
      <EstadisticasFiltros filtros={filtros} cambiar={cambiar} ventana={ventana} opciones={opciones.data} />
      <RejillaTarjetas>
        <ObjetivosSeccion datos={datos.consecucion} graficos={graficos} />
        <ComercialesSeccion datos={datos.ranking} graficos={graficos} yo={yo} />
        <VentasTipoCard datos={datos.tipoVenta} graficos={graficos} />
        <AccionesCard datos={datos.acciones} />
      </RejillaTarjetas>
    </Box>
  );
}
