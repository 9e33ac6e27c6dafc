import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ListErrorAlert } from '../../../components/paged-grid/list-error-alert';
import { vencidosPropiosQuery } from '../api/agendados-pendientes-query';
import { MENSAJES_RECORDATORIOS } from '../recordatorios-messages';
import { AccionesRapidas } from './acciones-rapidas';
import { AgendadoResumen } from './agendado-resumen';

/** How many the popover lists at once: each answered one makes room for the next. */
const A_LA_VEZ = 20;

/**
 * The bell's list: the user's due callbacks, oldest first, each with its quick answers; loading,
 * failed (with a retry) and empty states of its own.
 */
export function VencidosPropios(props: {
  propio: number | null;
  /** The bell's count: the list stops at 500, the count does not. */
  total: number;
  onAbrir: () => void;
}) {
  const { propio, total, onAbrir } = props;
  const query = useQuery(vencidosPropiosQuery(propio));
  if (query.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress size={24} aria-label={MENSAJES_RECORDATORIOS.cargando} />
      </Box>
    );
  if (query.isError)
    return <ListErrorAlert text={MENSAJES_RECORDATORIOS.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0)
    return <Typography color="text.secondary">{MENSAJES_RECORDATORIOS.ninguno}</Typography>;
  const mostrados = query.data.slice(0, A_LA_VEZ);
  return (
    <>
      <Box component="ul" aria-label={MENSAJES_RECORDATORIOS.titulo} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {mostrados.map((agendado) => (
          <Box
            component="li"
            key={agendado.id}
            sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.75 }}
          >
            <AgendadoResumen agendado={agendado} onAbrir={onAbrir} />
            <AccionesRapidas agendado={agendado} />
          </Box>
        ))}
      </Box>
      {Math.max(total, query.data.length) > mostrados.length && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {MENSAJES_RECORDATORIOS.mostrando(mostrados.length, Math.max(total, query.data.length))}
        </Typography>
      )}
    </>
  );
}
