import { useQuery } from '@tanstack/react-query';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormSelect } from '../../../../components/form-fields/form-select';
import { operadoresQuery } from '../../api/operadores-query';

interface OperatorSelectProps<T extends FieldValues, TOut> {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  disabled?: boolean;
  /** A procedure may have no operator; every priced item needs one. */
  optional?: boolean;
}

/** The tenant's operators (GET operadores/, decision 64), by code. */
export function OperatorSelect<T extends FieldValues, TOut>(props: OperatorSelectProps<T, TOut>) {
  const operadores = useQuery(operadoresQuery).data ?? [];
  return (
    <FormSelect
      control={props.control}
      name={props.name}
      label="Operador"
      options={operadores.map((o) => ({ value: o.codigo, label: o.nombre }))}
      emptyLabel={props.optional ? 'Ninguno' : undefined}
      required={!props.optional}
      disabled={props.disabled}
    />
  );
}
