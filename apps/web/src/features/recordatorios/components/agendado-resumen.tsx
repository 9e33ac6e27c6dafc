import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { AgendadoView } from '@ventas/domain/telework/atenciones-contract';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { telHref } from '@ventas/domain/validators/telefono';
import { enlaceCliente, telefonoParaLlamar } from '../../dashboard/dashboard.public';

/**
 * A due callback as a notice shows it: the customer (opens the record), when, the phone to call
 * (never a do-not-call one) and the notes.
 */
export function AgendadoResumen({ agendado, onAbrir }: { agendado: AgendadoView; onAbrir?: () => void }) {
  const telefono = telefonoParaLlamar(agendado.cliente);
  const href = telefono && !telefono.noLlamar ? telHref(telefono.telefono) : null;
  return (
    <Stack sx={{ gap: 0.25, minWidth: 0 }}>
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Link
          component={RouterLink}
          to={enlaceCliente(agendado.cliente.id)}
          onClick={onAbrir}
          underline="hover"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {agendado.cliente.nombre}
        </Link>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {formatMadridDateTime(agendado.fechaAgendado)}
        </Typography>
      </Stack>
      {telefono &&
        (href ? (
          <Link href={href} underline="hover" variant="body2" aria-label={`Llamar al ${telefono.telefono}`}>
            {telefono.telefono}
          </Link>
        ) : (
          <Typography variant="body2">{`${telefono.telefono} (no llamar)`}</Typography>
        ))}
      {agendado.notas && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {agendado.notas}
        </Typography>
      )}
    </Stack>
  );
}
