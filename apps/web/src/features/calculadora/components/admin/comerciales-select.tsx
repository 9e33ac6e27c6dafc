import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface ComercialesSelectProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  comerciales: readonly { id: number; nombre: string }[];
}

/** Several commercials (a factor list's, a team's members), as ids. */
export function ComercialesSelect<T extends FieldValues, TOut>(props: ComercialesSelectProps<T, TOut>) {
  const { control, name, label, comerciales } = props;
  const nombre = (id: number) => comerciales.find((c) => c.id === id)?.nombre ?? `#${id}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const ids = (field.value ?? []) as number[];
        return (
          <TextField
            select
            fullWidth
            size="small"
            label={label}
            value={ids}
            onChange={(event) => field.onChange((event.target.value as unknown as number[]).map(Number))}
            error={fieldState.error !== undefined}
            helperText={fieldState.error?.message}
            slotProps={{
              select: { multiple: true, renderValue: () => ids.map(nombre).join(', ') },
            }}
          >
            {comerciales.map((comercial) => (
              <MenuItem key={comercial.id} value={comercial.id}>
                <Checkbox size="small" checked={ids.includes(comercial.id)} />
                <ListItemText primary={comercial.nombre} />
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
