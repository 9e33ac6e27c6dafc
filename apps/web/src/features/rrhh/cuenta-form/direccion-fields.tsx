import type { UseFormReturn } from 'react-hook-form';
import { DireccionCpFields } from '../../clientes/clientes.public';
import type { CuentaFormValues, CuentaSaved } from './cuenta-form-values';

const NAMES = { direccion: 'direccion', cp: 'cp', localidad: 'localidad' } as const;

/** Dirección, CP and localidad: a valid postal code offers its towns and fills a single one. */
export function DireccionFields({ form }: { form: UseFormReturn<CuentaFormValues, unknown, CuentaSaved> }) {
  const { control, getValues, setValue } = form;
  return (
    <DireccionCpFields
      control={control}
      getValues={getValues}
      setValue={setValue}
      names={NAMES}
      streetAutoComplete="street-address"
    />
  );
}
