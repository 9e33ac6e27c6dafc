import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { textoMes } from '@ventas/domain/calculadora/objetivos-contract';
import { equipoMesQuery } from '../api/equipo-mes-query';
import { EquipoDescargarButton } from './equipo-descargar-button';
import { EquipoTable } from './equipo-table';

export interface EquipoMesProps {
  mes: Mes;
  onSelect: (comercialId: number) => void;
  seleccionado?: number | null;
}

/**
 * The team's month for a Manager (their team) or Admin (every ALTA account): its loading, error
 * and empty states, the sortable table and the xlsx download. Mount it beside the calculator.
 */
export function EquipoMes({ mes, onSelect, seleccionado = null }: EquipoMesProps) {
  const query = useQuery(equipoMesQuery(textoMes(mes)));
  return (
    <Stack component="section" spacing={1} aria-labelledby="equipo-mes-titulo">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="equipo-mes-titulo" variant="h6" component="h2">
          Equipo
        </Typography>
        <EquipoDescargarButton mes={mes} />
      </Stack>
      {query.isPending ? (
        <Skeleton variant="rounded" height={160} aria-label="Cargando el equipo" />
      ) : query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Reintentar
            </Button>
          }
        >
          No se pudieron cargar las cifras del equipo.
        </Alert>
      ) : query.data.comerciales.length === 0 ? (
        <Typography color="text.secondary">No hay comerciales de alta en su equipo.</Typography>
      ) : (
        <EquipoTable equipo={query.data} onSelect={onSelect} seleccionado={seleccionado} />
      )}
    </Stack>
  );
}
