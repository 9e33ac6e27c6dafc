import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { FormMadridDateTime } from '../../../../components/form-fields/form-madrid-date-time';

interface FechaFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** ISO 8601 with the Madrid offset, or '' for "from now". */
  name: FieldPathByValue<T, string>;
  disabled?: boolean;
}

/** When an entry takes effect, in Madrid time (SPEC §9). Empty: now; a future date schedules it. */
export function FechaField<T extends FieldValues, TOut>(props: FechaFieldProps<T, TOut>) {
  return (
    <FormMadridDateTime
      {...props}
      label="Fecha de efecto (hora de Madrid)"
      helperText="Vacía: desde ahora. Una fecha futura programa el cambio."
      size="small"
      clearable
    />
  );
}
