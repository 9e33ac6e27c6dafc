import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ObjetivoMesResponse } from '@ventas/domain/calculadora/objetivos-contract';
import { formatPercent } from '@ventas/domain/money/euro-format';
import { cifra } from '../model/cifras';

/** Below the table: the average weight (SPEC §9, 2 decimals) and the month's working days. */
export function ResumenObjetivos({ datos }: { datos: ObjetivoMesResponse }) {
  const { transcurridos, total } = datos.dias_laborables;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }} sx={{ mt: 1 }}>
      <Typography variant="body2">
        Peso medio: <strong>{datos.peso_medio === null ? '—' : formatPercent(datos.peso_medio)}</strong>
      </Typography>
      <Typography variant="body2">
        Días laborables: <strong>{cifra(total)}</strong> ({cifra(transcurridos)} transcurridos)
      </Typography>
    </Stack>
  );
}
