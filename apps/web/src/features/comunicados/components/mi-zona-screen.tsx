import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ListErrorAlert } from '../../../components/paged-grid/list-error-alert';
import { useMemo, useState } from 'react';
import type { Comunicado } from '@ventas/domain/cuentas/cuentas-contract';
import { SECTION_LABELS } from '@ventas/domain/permissions/web-routes';
import { communicatesQuery } from '../api/communicates-query';
import { ordenMiZona } from '../mi-zona-order';
import { useMarcarLeido } from '../use-marcar-leido';
import { ComunicadoItem } from './comunicado-item';

export const MENSAJES_MI_ZONA = {
  vacio: 'No tiene comunicados.',
  error: 'Error al cargar los comunicados',
} as const;

function Cargando() {
  return (
    <Box aria-busy="true" aria-label="Cargando los comunicados">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} variant="rounded" height={48} sx={{ mb: 1 }} />
      ))}
    </Box>
  );
}

/**
 * /areapersonal/mizona (SPEC §2): the communications the user received, unread first then
 * newest. Opening an unread one marks it read (SPEC §7), which the top bar's badge follows.
 */
export function MiZonaScreen() {
  const comunicados = useQuery(communicatesQuery);
  const marcarLeido = useMarcarLeido();
  const [abierto, setAbierto] = useState<number | null>(null);
  const [leidosAqui, setLeidosAqui] = useState<ReadonlySet<number>>(new Set());
  const lista = useMemo(
    () => ordenMiZona(comunicados.data ?? [], leidosAqui),
    [comunicados.data, leidosAqui],
  );

  function toggle(comunicado: Comunicado, open: boolean) {
    setAbierto(open ? comunicado.id : null);
    if (open && !comunicado.is_read) {
      setLeidosAqui((before) => new Set(before).add(comunicado.id));
      marcarLeido(comunicado.id);
    }
  }

  return (
    <Box sx={{ maxWidth: 900 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {`${SECTION_LABELS.areapersonal} — Comunicados`}
      </Typography>
      {comunicados.isError ? (
        <ListErrorAlert text={MENSAJES_MI_ZONA.error} onRetry={() => void comunicados.refetch()} />
      ) : !comunicados.data ? (
        <Cargando />
      ) : lista.length === 0 ? (
        <Alert severity="info">{MENSAJES_MI_ZONA.vacio}</Alert>
      ) : (
        <Box component="section" aria-label="Comunicados recibidos">
          {lista.map((comunicado) => (
            <ComunicadoItem
              key={comunicado.id}
              comunicado={comunicado}
              expanded={abierto === comunicado.id}
              onToggle={(open) => toggle(comunicado, open)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
