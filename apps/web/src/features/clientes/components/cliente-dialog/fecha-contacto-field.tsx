import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { Controller, type Control } from 'react-hook-form';
import type { ClienteForm } from '@ventas/domain/clientes/cliente-form';
import type { ClienteFormValues } from '../../cliente-form/cliente-form-values';

interface FechaContactoFieldProps {
  control: Control<ClienteFormValues, unknown, ClienteForm>;
  disabled: boolean;
}

/** SPEC §3 fecha_contacto as YYYY-MM-DD; an unfinished date stays invalid so the schema says so. */
export function FechaContactoField({ control, disabled }: FechaContactoFieldProps) {
  return (
    <Controller
      control={control}
      name="fecha_contacto"
      render={({ field, fieldState }) => (
        <DatePicker
          label="Fecha de contacto"
          disabled={disabled}
          value={field.value ? dayjs(field.value) : null}
          onChange={(value) =>
            field.onChange(value === null ? '' : value.isValid() ? value.format('YYYY-MM-DD') : 'invalida')
          }
          inputRef={field.ref}
          slotProps={{
            textField: {
              size: 'small',
              fullWidth: true,
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
