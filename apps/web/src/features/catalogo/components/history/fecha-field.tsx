import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MADRID_TZ } from '@ventas/domain/time/madrid';

interface FechaFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** ISO 8601 with the Madrid offset, or '' for "from now". */
  name: Path<T>;
  disabled?: boolean;
}

/** When an entry takes effect, in Madrid time (SPEC §9). Empty: now; a future date schedules it. */
export function FechaField<T extends FieldValues, TOut>({
  control,
  name,
  disabled,
}: FechaFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimePicker
          label="Fecha de efecto (hora de Madrid)"
          timezone={MADRID_TZ}
          ampm={false}
          disabled={disabled}
          value={field.value ? dayjs(field.value).tz(MADRID_TZ) : null}
          onChange={(value) => field.onChange(value?.isValid() ? value.format() : '')}
          inputRef={field.ref}
          slotProps={{
            textField: {
              fullWidth: true,
              size: 'small',
              error: fieldState.error !== undefined,
              helperText:
                fieldState.error?.message ?? 'Vacía: desde ahora. Una fecha futura programa el cambio.',
            },
            field: { clearable: true },
          }}
        />
      )}
    />
  );
}
