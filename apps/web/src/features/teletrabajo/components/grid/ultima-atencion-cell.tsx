import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { tipoAtencionLabel, type ClienteRecord } from '../../../clientes/clientes.public';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';

/** The customer's latest attention: its type, and when (the callback time for an agendado). */
export function UltimaAtencionCell({ atencion }: { atencion: ClienteRecord['last_atencion'] }) {
  if (!atencion)
    return (
      <Typography variant="body2" color="text.disabled">
        Sin atenciones
      </Typography>
    );
  const when =
    atencion.tipo === 'AGENDADO' && atencion.fecha_agendado ? atencion.fecha_agendado : atencion.updated_on;
  return (
    <Box
      sx={{
        lineHeight: 1.3,
        py: 0.5,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        height: '100%',
      }}
    >
      <Typography variant="body2" component="span">
        {tipoAtencionLabel(atencion.tipo)}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="span">
        {formatMadridDateTime(when)}
      </Typography>
    </Box>
  );
}
