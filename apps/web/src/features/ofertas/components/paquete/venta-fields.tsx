import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, useWatch } from 'react-hook-form';
import { TIPO_VENTA_SIN_TIPO } from '@ventas/domain/gerencia/gerencia-figuras';
import { OFERTA_LIMITS } from '@ventas/domain/ofertas/oferta-contract';
import { LISTA_TIPO_VENTA, tiposVentaElegibles } from '@ventas/domain/opciones/tipos-venta';
import { useOpciones } from '../../../../api/initial-options';
import { FormSelect } from '../../../../components/form-fields/form-select';
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
  // Issue 29 §5: the distributor's list (Administración · Tipos de venta), labels shown, the
  // value sent; the server refuses any other.
  const opciones = useOpciones();
  const tipoVenta = useWatch({ control, name: `paquetes.${index}.tipoVenta` });
  return (
    <>
      <FormSelect
        control={control}
        name={`paquetes.${index}.tipoVenta`}
        label="Tipo de venta"
        options={tiposVentaElegibles(opciones[LISTA_TIPO_VENTA], tipoVenta ?? '')}
        emptyLabel={TIPO_VENTA_SIN_TIPO}
      />
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
