import type { Control, UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import type { ClienteForm } from '@ventas/domain/clientes/cliente-form';
import type { ClienteFormValues } from '../../cliente-form/cliente-form-values';
import { DireccionCpFields } from '../direccion-cp-fields';

interface DireccionFieldsProps {
  control: Control<ClienteFormValues, unknown, ClienteForm>;
  setValue: UseFormSetValue<ClienteFormValues>;
  getValues: UseFormGetValues<ClienteFormValues>;
  disabled: boolean;
}

const NAMES = {
  direccion: 'direccion.direccion',
  cp: 'direccion.cp',
  localidad: 'direccion.localidad',
} as const;

/** SPEC §3 direccion {direccion, cp, localidad}: a valid postal code offers its towns. */
export function DireccionFields(props: DireccionFieldsProps) {
  return <DireccionCpFields {...props} names={NAMES} countTowns />;
}
