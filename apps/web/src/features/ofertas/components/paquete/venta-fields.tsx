import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller } from 'react-hook-form';
import { OFERTA_LIMITS } from '@ventas/domain/ofertas/oferta-contract';
import { FormText } from '../../../../components/form-fields/form-text';
import type { OfertaControl } from '../../form/oferta-form-types';
import { TelefonosInput } from '../fields/telefonos-input';

interface VentaFieldsProps {
  index: number;
  control: OfertaControl;
  /** The customer's phones, offered first for the package's lines. */
  telefonos: readonly string[];
}

/** How the package is sold: sale type, the phone lines it covers and whether it is a cross-sell. */
export function VentaFields({ index, control, telefonos }: VentaFieldsProps) {
  return (
    <>
      <FormText control={control} name={`paquetes.${index}.tipoVenta`} label="Tipo de venta" />
      <Controller
        control={control}
        name={`paquetes.${index}.lineasAsociadas`}
        render={({ field, fieldState }) => (
          <TelefonosInput
            label="Líneas asociadas"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            suggestions={telefonos}
            max={OFERTA_LIMITS.lineas}
            error={fieldState.error?.message}
            helperText="Escriba el número y pulse Intro"
          />
        )}
      />
      <Controller
        control={control}
        name={`paquetes.${index}.crossSell`}
        render={({ field }) => (
          <FormControlLabel
            label="Venta cruzada"
            control={
              <Checkbox
                checked={field.value}
                onChange={(_event, checked) => field.onChange(checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
          />
        )}
      />
    </>
  );
}
