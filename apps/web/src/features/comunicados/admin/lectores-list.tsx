import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Lector } from '@ventas/domain/cuentas/comunicado-admin-contract';
import { formatMadridDateTime } from '@ventas/domain/time/madrid';
import { useId } from 'react';

/** Who read a communication and when (first reading), or that nobody has yet. */
export function LectoresList({ lectores }: { lectores: readonly Lector[] }) {
  const headingId = useId();
  return (
    <>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Leído por
      </Typography>
      {lectores.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Nadie lo ha leído todavía.
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId}>
          {lectores.map((lector) => (
            <ListItem key={lector.account_id} disableGutters>
              <ListItemText
                primary={lector.nombre}
                secondary={formatMadridDateTime(lector.read_on)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
