import type { Control, FieldValues, Path } from 'react-hook-form';
import { useOpciones } from '../../../../api/initial-options';
import { FormSelect } from '../../../../components/form-fields/form-select';

/** The optional call type every attention may carry (filterable as opciones_tipo_llamada). */
export function TipoLlamadaSelect<T extends FieldValues, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  const opciones = useOpciones();
  return (
    <FormSelect
      control={control}
      name={'tipo_llamada' as Path<T>}
      label="Tipo de llamada"
      options={opciones.tipo_llamada ?? []}
      emptyLabel="Sin indicar"
    />
  );
}
