import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { WEB_ROUTES } from '@ventas/domain/permissions/web-routes';
import { vencidosEquipoQuery } from '../api/vencidos-equipo-query';
import { vencidosPorComercial } from '../model/vencidos-por-comercial';
import { MENSAJES_RECORDATORIOS } from '../recordatorios-messages';

/**
 * Issue 31 §1: under a Manager's own due callbacks, the team's, by commercial, with the way to
 * hand them to someone else (Gerencia → Comerciales, "Mover agendados"). Nothing while it loads
 * or when no one else has any; a failed read says so.
 */
export function VencidosEquipo({ propio, onNavegar }: { propio: number | null; onNavegar: () => void }) {
  const query = useQuery(vencidosEquipoQuery());
  if (query.isError)
    return (
      <Typography variant="body2" color="error" sx={{ mt: 2 }}>
        {MENSAJES_RECORDATORIOS.errorEquipo}
      </Typography>
    );
  const filas = query.data ? vencidosPorComercial(query.data, propio) : [];
  if (filas.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3">
        {MENSAJES_RECORDATORIOS.equipo}
      </Typography>
      <Box component="ul" aria-label={MENSAJES_RECORDATORIOS.equipo} sx={{ m: 0, pl: 2 }}>
        {filas.map((fila) => (
          <Typography component="li" variant="body2" key={fila.comercial}>
            {`${fila.nombre}: ${fila.vencidos}`}
          </Typography>
        ))}
      </Box>
      <Link
        component={RouterLink}
        to={WEB_ROUTES.gerenciaComerciales.path}
        onClick={onNavegar}
        variant="body2"
        underline="hover"
      >
        {MENSAJES_RECORDATORIOS.moverEnGerencia}
      </Link>
    </Box>
  );
}
