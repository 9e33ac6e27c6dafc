import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useQuery } from '@tanstack/react-query';
import { GROUP_NAMES } from '@ventas/domain/permissions/roles';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { gruposQuery } from '../api/grupos-query';

interface GruposTenantFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
}

/**
 * The registry groups a distributor holds, as checkboxes: A–D switch its sections on (SPEC §6);
 * any group the platform added is offered too. Until the registry answers, A–D.
 */
export function GruposTenantField<T extends FieldValues, TOut>({
  control,
  name,
}: GruposTenantFieldProps<T, TOut>) {
  const registro = useQuery(gruposQuery);
  const nombres: readonly string[] = registro.data?.map((grupo) => grupo.name) ?? GROUP_NAMES;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const value = field.value as string[];
        // Held groups stay listed even if the registry lost them, so they can be unticked.
        const opciones = [...nombres, ...value.filter((grupo) => !nombres.includes(grupo))];
        const alternar = (grupo: string) =>
          field.onChange(
            value.includes(grupo)
              ? value.filter((g) => g !== grupo)
              : opciones.filter((g) => g === grupo || value.includes(g)),
          );
        return (
          <FormControl component="fieldset" error={fieldState.error !== undefined}>
            <FormLabel component="legend">Grupos</FormLabel>
            <FormGroup row>
              {opciones.map((grupo) => (
                <FormControlLabel
                  key={grupo}
                  label={`Grupo ${grupo}`}
                  control={<Checkbox checked={value.includes(grupo)} onChange={() => alternar(grupo)} />}
                />
              ))}
            </FormGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
