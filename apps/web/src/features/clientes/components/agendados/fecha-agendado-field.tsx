import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { MADRID_TZ } from '@ventas/domain/time/madrid';
import { HORAS_RAPIDAS } from './horas-rapidas';

interface FechaAgendadoFieldProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** A field holding ISO 8601 with the Madrid offset, or '' while none is chosen. */
  name: FieldPathByValue<T, string>;
}

/**
 * A callback's date and time in Europe/Madrid, with the quick times beside it: the schedule
 * dialog and the reschedule dialog pick a time the same way.
 */
export function FechaAgendadoField<T extends FieldValues, TOut>({
  control,
  name,
}: FechaAgendadoFieldProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <>
          <DateTimePicker
            label="Fecha y hora (hora de Madrid)"
            timezone={MADRID_TZ}
            ampm={false}
            value={field.value ? dayjs(field.value).tz(MADRID_TZ) : null}
            onChange={(value) => field.onChange(value?.isValid() ? value.format() : '')}
            inputRef={field.ref}
            slotProps={{
              textField: {
                fullWidth: true,
                error: fieldState.error !== undefined,
                helperText: fieldState.error?.message,
              },
            }}
          />
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
            {HORAS_RAPIDAS.map((rapida) => (
              <Button
                key={rapida.label}
                size="small"
                variant="outlined"
                onClick={() => field.onChange(rapida.at().format())}
              >
                {rapida.label}
              </Button>
            ))}
          </Stack>
        </>
      )}
    />
  );
}
