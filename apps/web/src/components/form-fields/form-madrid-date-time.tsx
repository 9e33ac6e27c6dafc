import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { MADRID_TZ } from '@ventas/domain/time/madrid';

/** A one-click time offered beside the picker ("Mañana 10:00"), computed when clicked. */
export interface QuickTime {
  label: string;
  at: () => Dayjs;
}

interface FormMadridDateTimeProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  /** A field holding ISO 8601 with the Madrid offset, or '' while none is chosen. */
  name: FieldPathByValue<T, string>;
  label: string;
  /** Shown under the field while it has no error. */
  helperText?: string;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** Offers a button that empties the field ('' again). */
  clearable?: boolean;
  /** Buttons under the picker that fill it in one click. */
  quickTimes?: readonly QuickTime[];
}

/**
 * A date and time in Europe/Madrid, whatever the browser's zone, bound to a form field. Every
 * change, a quick time's included, goes through the field's onChange: once the form has been
 * submitted, it validates again at once, so a filled date no longer shows its error (issue 29 §5).
 */
export function FormMadridDateTime<T extends FieldValues, TOut>({
  control,
  name,
  label,
  helperText,
  disabled,
  size,
  clearable,
  quickTimes = [],
}: FormMadridDateTimeProps<T, TOut>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <>
          <DateTimePicker
            label={label}
            timezone={MADRID_TZ}
            ampm={false}
            disabled={disabled}
            value={field.value ? dayjs(field.value).tz(MADRID_TZ) : null}
            onChange={(value) => field.onChange(value?.isValid() ? value.format() : '')}
            inputRef={field.ref}
            slotProps={{
              textField: {
                fullWidth: true,
                size,
                error: fieldState.error !== undefined,
                helperText: fieldState.error?.message ?? helperText,
              },
              field: { clearable },
            }}
          />
          {quickTimes.length > 0 && (
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              {quickTimes.map((quick) => (
                <Button
                  key={quick.label}
                  size="small"
                  variant="outlined"
                  disabled={disabled}
                  onClick={() => field.onChange(quick.at().format())}
                >
                  {quick.label}
                </Button>
              ))}
            </Stack>
          )}
        </>
      )}
    />
  );
}
