import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { OrdenDetalle } from '@ventas/domain/proveedores/proveedores-contract';
import { formatDay } from '@ventas/domain/time/madrid';
import { EstadoOrdenChip } from './estado-orden-chip';

/** The dated steps an order went through, as the operator lists them. */
export function OrdenHistorial({ historial }: { historial: OrdenDetalle['historial'] }) {
  if (historial.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Sin pasos registrados.
      </Typography>
    );
  return (
    <List dense disablePadding aria-label="Historial de la orden">
      {historial.map((paso, index) => (
        <ListItem key={index} divider sx={{ display: 'block', px: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
              {formatDay(paso.fecha)}
            </Typography>
            <EstadoOrdenChip estado={paso.estado} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {paso.descripcion}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
