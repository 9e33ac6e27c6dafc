import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ObjetivoMesResponse } from '@ventas/domain/calculadora/objetivos-contract';

type Comercial = ObjetivoMesResponse['comercial'];

interface ComercialPickerProps {
  /** Whom the caller may pick, as objetivo_mes answers it (decision 83). */
  comerciales: readonly Comercial[];
  /** The commercial shown now (listed even if the list lacks them). */
  actual: Comercial;
  onChange: (id: number) => void;
}

/** SPEC §6: a manager permission shows the team and lets the user pick a commercial. */
export function ComercialPicker({ comerciales, actual, onChange }: ComercialPickerProps) {
  const opciones = comerciales.some(({ id }) => id === actual.id) ? comerciales : [actual, ...comerciales];
  return (
    <TextField
      select
      size="small"
      label="Comercial"
      value={String(actual.id)}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 220 }}
    >
      {opciones.map((comercial) => (
        <MenuItem key={comercial.id} value={String(comercial.id)}>
          {comercial.nombre}
        </MenuItem>
      ))}
    </TextField>
  );
}
