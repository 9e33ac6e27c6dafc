import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { Controller, type Control, type FieldPath } from 'react-hook-form';
import type { HolidayForm } from '@ventas/domain/cuentas/holidays-contract';
import type { VacacionesFormValues } from '../model/vacaciones-form-values';

interface DiaFieldProps {
  control: Control<VacacionesFormValues, unknown, HolidayForm>;
  name: FieldPath<VacacionesFormValues> & ('start_date' | 'end_date');
  label: string;
  disabled: boolean;
}

/** A calendar day 'YYYY-MM-DD' (no clock, no zone: a holiday is whole days), its error under it. */
export function DiaField({ control, name, label, disabled }: DiaFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          label={label}
          disabled={disabled}
          value={field.value ? dayjs(field.value) : null}
          onChange={(value) => field.onChange(value?.isValid() ? value.format('YYYY-MM-DD') : '')}
          inputRef={field.ref}
          slotProps={{
            textField: {
              fullWidth: true,
              size: 'small',
              required: true,
              onBlur: field.onBlur,
              error: fieldState.error !== undefined,
              helperText: fieldState.error?.message,
            },
          }}
        />
      )}
    />
  );
}
