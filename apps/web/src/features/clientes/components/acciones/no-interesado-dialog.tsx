import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { entradaPlanaSchema } from '@ventas/domain/telework/nueva-entrada-formas';
import { nuevaEntradaSchema, type NuevaEntrada } from '@ventas/domain/telework/telework-schemas';
import { createEntrada } from '../../api/create-entrada';
import { useOpciones } from '../../../../api/initial-options';
import { schemaResolver } from '../../../../components/schema-resolver/schema-resolver';
import { FormSelect } from '../../../../components/form-fields/form-select';
import { FormText } from '../../../../components/form-fields/form-text';
import type { FormTextValues } from '../../../../components/form-fields/form-text-values';
import { ActionDialog } from './action-dialog';
import type { ClienteRef } from './cliente-action';
import { TipoLlamadaSelect } from './tipo-llamada-select';
import { useClienteAction } from './use-cliente-action';

/** The no-interest entry's fields as edited (the flat entry the form sends). */
type NoInteresadoValues = Pick<
  FormTextValues<z.input<typeof entradaPlanaSchema>>,
  'razon' | 'tipoNoInteresado' | 'tipo_llamada' | 'notas'
>;

const toEntrada = (clienteId: number) => (values: NoInteresadoValues) => ({
  cliente: clienteId,
  tipo: 'NO_INTERESADO',
  razon: values.razon || null,
  tipoNoInteresado: values.tipoNoInteresado || null,
  tipo_llamada: values.tipo_llamada || null,
  notas: values.notas.trim() || null,
});

/** SPEC §3 no-interest form: razón, tipo and notes. */
export function NoInteresadoDialog({ cliente, onClose }: { cliente: ClienteRef; onClose: () => void }) {
  const opciones = useOpciones();
  const form = useForm<NoInteresadoValues, unknown, NuevaEntrada>({
    defaultValues: { razon: '', tipoNoInteresado: '', tipo_llamada: '', notas: '' },
    resolver: schemaResolver(nuevaEntradaSchema, toEntrada(cliente.id)),
  });
  const { run, busy } = useClienteAction({
    clienteId: cliente.id,
    send: createEntrada,
    success: 'No interesado añadido correctamente!',
    failure: 'Error al añadir no interesado',
    setError: form.setError,
    fields: ['razon', 'tipoNoInteresado', 'tipo_llamada', 'notas'],
    onDone: onClose,
  });

  return (
    <ActionDialog
      title="No interesado"
      clienteNombre={cliente.nombre}
      submitLabel="Guardar"
      busy={busy}
      onSubmit={form.handleSubmit(run)}
      onClose={onClose}
    >
      <FormSelect
        control={form.control}
        name="razon"
        label="Razón"
        required
        options={opciones.razon_no_interesado ?? []}
      />
      <FormSelect
        control={form.control}
        name="tipoNoInteresado"
        label="Tipo"
        options={opciones.tipo_no_interesado ?? []}
        emptyLabel="Sin indicar"
      />
      <TipoLlamadaSelect control={form.control} />
      <FormText control={form.control} name="notas" label="Notas" multiline minRows={3} />
    </ActionDialog>
  );
}
