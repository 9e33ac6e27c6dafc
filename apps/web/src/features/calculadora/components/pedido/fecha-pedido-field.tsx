import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import {
  ADDITIONAL_INFO_LIMITS,
  type AdditionalInfoCreate,
} from '@ventas/domain/telework/additional-info-contract';
import dayjs, { type Dayjs } from 'dayjs';
import { Controller, type Control } from 'react-hook-form';
import { FECHA_INCOMPLETA, type AdditionalInfoValores } from './use-additional-info-form';

type CampoFecha = 'fecha_solicitud' | 'fecha_instalacion' | 'fecha_activacion';

const PRIMER_DIA = dayjs(ADDITIONAL_INFO_LIMITS.primerDia);
const ULTIMO_DIA = dayjs(ADDITIONAL_INFO_LIMITS.ultimoDia);

/** The picker's value: none, the day, or an invalid date that keeps a half-typed day on screen. */
function diaDe(valor: string): Dayjs | null {
  if (valor === '') return null;
  return valor === FECHA_INCOMPLETA ? dayjs(NaN) : dayjs(valor);
}

interface FechaPedidoFieldProps {
  control: Control<AdditionalInfoValores, unknown, AdditionalInfoCreate>;
  name: CampoFecha;
  label: string;
}

/** An order's day, typed or picked as dd/mm/aaaa (a calendar day: no clock, no zone). */
export function FechaPedidoField({ control, name, label }: FechaPedidoFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          label={label}
          value={diaDe(field.value)}
          minDate={PRIMER_DIA}
          maxDate={ULTIMO_DIA}
          onChange={(value) => {
            if (value === null) field.onChange('');
            else field.onChange(value.isValid() ? value.format('YYYY-MM-DD') : FECHA_INCOMPLETA);
          }}
          inputRef={field.ref}
          slotProps={{
            textField: {
              fullWidth: true,
              size: 'small',
              onBlur: field.onBlur,
              error: fieldState.error !== undefined,
              helperText: fieldState.error?.message,
            },
            field: { clearable: true },
          }}
        />
      )}
    />
  );
}
