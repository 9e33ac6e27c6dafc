import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { tipoAtencionColor } from '../../../../lib/estado-colors';
import { tipoAtencionLabel, type ClienteRecord } from '../../../clientes/clientes.public';

/**
 * The customer's latest attention: its type, in the type's colour (lib/estado-colors.ts), and when
 * (the callback time for an agendado).
 */
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
        alignItems: 'flex-start',
        gap: 0.25,
        height: '100%',
      }}
    >
      <Chip size="small" color={tipoAtencionColor(atencion.tipo)} label={tipoAtencionLabel(atencion.tipo)} />
      <Typography variant="caption" color="text.secondary" component="span">
        {formatMadridDateTime(when)}
      </Typography>
    </Box>
  );
}
