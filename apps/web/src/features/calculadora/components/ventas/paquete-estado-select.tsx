import TextField from '@mui/material/TextField';
import { ESTADOS_PAQUETE, type EstadoPaquete } from '@ventas/domain/telework/paquete-estados';
import { estadoPaqueteLabel } from '../../../clientes/clientes.public';

interface PaqueteEstadoSelectProps {
  /** Who the select is for, in its accessible name ('Estado del paquete de Ana Pérez'). */
  nombre: string;
  estado: string;
  disabled: boolean;
  onChange: (estado: EstadoPaquete) => void;
}

const esEstado = (value: string): value is EstadoPaquete =>
  (ESTADOS_PAQUETE as readonly string[]).includes(value);

/** A package's state (ACTIVO, CANCELADO, VUELO): a native select, so keyboard and phone work alike. */
export function PaqueteEstadoSelect({ nombre, estado, disabled, onChange }: PaqueteEstadoSelectProps) {
  return (
    <TextField
      select
      size="small"
      value={estado}
      disabled={disabled}
      onChange={(event) => {
        if (esEstado(event.target.value) && event.target.value !== estado) onChange(event.target.value);
      }}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Estado del paquete de ${nombre}` } }}
      sx={{ minWidth: 120 }}
    >
      {ESTADOS_PAQUETE.map((value) => (
        <option key={value} value={value}>
          {estadoPaqueteLabel(value)}
        </option>
      ))}
    </TextField>
  );
}
