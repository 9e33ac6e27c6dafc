import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { DayRange } from '@ventas/domain/http/list-filters';
import { MENSAJES_RENDIMIENTO } from '@ventas/domain/rendimiento-origen/rendimiento-origen-contract';
import { ListErrorAlert } from '../../../components/paged-grid/list-error-alert';
import { RangeFilter } from '../../../components/range-filter/range-filter';
import { rendimientoOrigenQuery } from '../api/rendimiento-origen-query';
import { RendimientoTable } from './rendimiento-table';

/**
 * /databaseManagement's "Rendimiento por origen" tab (issue 17, SuperAdmin): per lead origin, its
 * leads (optionally those created between two days) and how far they got, with conversion. Every
 * non-zero count opens exactly its customers in Teletrabajo.
 */
export function RendimientoOrigenTab() {
  const [creados, setCreados] = useState<DayRange>({});
  const rendimiento = useQuery(rendimientoOrigenQuery(creados));
  const datos = rendimiento.data;
  const vacio = datos && datos.filas.length === 0 && datos.total.leads === 0;
  return (
    <Box>
      <Box sx={{ maxWidth: 360, mb: 2 }}>
        <RangeFilter
          label="Leads dados de alta"
          value={creados}
          onChange={(update) => setCreados((actual) => update(actual))}
        />
      </Box>
      {rendimiento.isFetching && <LinearProgress aria-label="Cargando el rendimiento" sx={{ mb: 1 }} />}
      {rendimiento.isError && (
        <ListErrorAlert text={MENSAJES_RENDIMIENTO.error} onRetry={() => void rendimiento.refetch()} />
      )}
      {vacio && <Alert severity="info">{MENSAJES_RENDIMIENTO.vacio}</Alert>}
      {datos && !vacio && (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <RendimientoTable datos={datos} creados={creados} />
        </Paper>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Cada cifra abre sus clientes en Teletrabajo. Conversión: vendidos sobre leads y sobre contactados.
      </Typography>
    </Box>
  );
}
