import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useWatch } from 'react-hook-form';
import type { CatalogueOption } from '@ventas/domain/servicios/catalogue-drop-downs';
import type { Installment } from '@ventas/domain/servicios/installment-contract';
import type { OfertaControl, OfertaSetValue } from '../../form/oferta-form-types';
import { cuotaOptions, dispositivoOptions, planDetail } from '../../model/paquete-options';
import { ItemAutocomplete } from '../fields/item-autocomplete';
import { PlanCuotasEditar } from './plan-cuotas-editar';

interface DispositivoFieldsProps {
  index: number;
  control: OfertaControl;
  setValue: OfertaSetValue;
  /** The line's installments; undefined while they load, null when the line takes none (an SVA line). */
  cuotas: readonly Installment[] | undefined | null;
  dispositivos: readonly CatalogueOption[];
  savedName: string | undefined;
  problem: string | undefined;
}

/**
 * A terminal financed on the package's line and its installment plan (SPEC §3: cacharro,
 * installment with its initial, monthly and final price). A terminal with one plan takes it.
 */
export function DispositivoFields(props: DispositivoFieldsProps) {
  const { index, control, setValue, cuotas } = props;
  const [tarifa, cacharro, installment] = useWatch({
    control,
    name: [`paquetes.${index}.tarifa`, `paquetes.${index}.cacharro`, `paquetes.${index}.installment`],
  });
  const planes = cuotaOptions(cuotas ?? [], cacharro);
  const plan = planes.find((option) => option.id === installment);
  const helper =
    tarifa === null
      ? 'Elija antes la tarifa'
      : cuotas === null
        ? 'Una línea SVA no lleva dispositivo'
        : planes.length === 1 && planes[0]
          ? planDetail(planes[0])
          : 'Con cuotas en esta tarifa';

  return (
    <Box
      sx={{
        gridColumn: '1 / -1',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: planes.length > 1 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
        },
      }}
    >
      <Controller
        control={control}
        name={`paquetes.${index}.cacharro`}
        render={({ field, fieldState }) => (
          <ItemAutocomplete
            label="Dispositivo"
            options={dispositivoOptions(cuotas ?? [], props.dispositivos)}
            value={field.value}
            onChange={(id) => {
              field.onChange(id);
              const only = cuotaOptions(cuotas ?? [], id);
              setValue(`paquetes.${index}.installment`, only.length === 1 ? (only[0]?.id ?? null) : null, {
                shouldDirty: true,
              });
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            fallbackName={props.savedName}
            loading={cuotas === undefined && tarifa !== null}
            disabled={tarifa === null || cuotas === null}
            error={fieldState.error?.message ?? props.problem}
            helperText={helper}
            noOptionsText="Ningún dispositivo tiene cuotas en esta tarifa"
          />
        )}
      />
      {planes.length > 1 && (
        <Controller
          control={control}
          name={`paquetes.${index}.installment`}
          render={({ field }) => (
            <TextField
              select
              fullWidth
              size="small"
              label="Plan de cuotas"
              value={field.value ?? ''}
              onChange={(event) => field.onChange(Number(event.target.value))}
              inputRef={field.ref}
            >
              {planes.map((plan) => (
                <MenuItem key={plan.id} value={plan.id}>
                  {planDetail(plan)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      <PlanCuotasEditar
        plan={plan}
        operador={props.dispositivos.find((dispositivo) => dispositivo.id === cacharro)?.operator}
      />
    </Box>
  );
}
