import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { nombreDia } from '../model/semanas';
import type { VistaMesProps } from './calendario-grid';
import { DiaDetalle } from './dia-detalle';

/** The month as a list of days (phones: seven columns do not fit in 360 px). */
export function CalendarioLista({ dias, agendados, hoy, comercialId }: VistaMesProps) {
  return (
    <List dense disablePadding sx={{ bgcolor: 'background.paper' }}>
      {dias.map((dia) => (
        <ListItem
          key={dia.dia}
          divider
          aria-current={dia.dia === hoy ? 'date' : undefined}
          sx={{
            display: 'block',
            bgcolor: dia.peso === '0.0' ? 'action.hover' : undefined,
            borderLeft: dia.dia === hoy ? 4 : 0,
            borderLeftColor: 'primary.main',
          }}
        >
          <Typography
            component="h2"
            variant="subtitle2"
            sx={{ '&::first-letter': { textTransform: 'uppercase' } }}
          >
            {nombreDia(dia.dia)}
          </Typography>
          <DiaDetalle dia={dia} agendados={agendados.get(dia.dia) ?? []} comercialId={comercialId} />
        </ListItem>
      ))}
    </List>
  );
}
