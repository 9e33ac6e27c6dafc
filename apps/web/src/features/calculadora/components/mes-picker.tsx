import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Mes } from '@ventas/domain/calculadora/mes';
import { siguienteMes } from '@ventas/domain/calculadora/objetivos-contract';
import { mesAnterior, nombreMes } from '../model/mes-calculadora';

/** Previous and next month around the month's Spanish name; the name is announced when it changes. */
export function MesPicker({ mes, onChange }: { mes: Mes; onChange: (mes: Mes) => void }) {
  return (
    <Stack direction="row" spacing={0.5} role="group" aria-label="Mes" sx={{ alignItems: 'center' }}>
      <IconButton aria-label="Mes anterior" onClick={() => onChange(mesAnterior(mes))}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography
        aria-live="polite"
        sx={{
          minWidth: 170,
          textAlign: 'center',
          fontWeight: 500,
          '&::first-letter': { textTransform: 'uppercase' },
        }}
      >
        {nombreMes(mes)}
      </Typography>
      <IconButton aria-label="Mes siguiente" onClick={() => onChange(siguienteMes(mes))}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
