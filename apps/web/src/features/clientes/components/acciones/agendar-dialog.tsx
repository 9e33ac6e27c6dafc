import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { entradaPlanaSchema } from '@ventas/domain/telework/nueva-entrada-formas';
import { nuevaEntradaSchema, type NuevaEntrada } from '@ventas/domain/telework/telework-schemas';
import { SNACKBAR_LONGER_MS } from '../../../../config/constants';
import { createEntrada } from '../../api/create-entrada';
import { schemaResolver } from '../../../../components/schema-resolver/schema-resolver';
import { FormText } from '../../../../components/form-fields/form-text';
import type { FormTextValues } from '../../../../components/form-fields/form-text-values';
import { FechaAgendadoField } from '../agendados/fecha-agendado-field';
import { ActionDialog } from './action-dialog';
import type { ClienteRef } from './cliente-action';
import { TipoLlamadaSelect } from './tipo-llamada-select';
import { useClienteAction } from './use-cliente-action';

/**
 * The schedule entry's fields as edited (the flat entry the form sends); `fechaAgendado` is ISO
 * 8601 with the Madrid offset, or '' while none is chosen.
 */
type AgendarValues = Pick<
  FormTextValues<z.input<typeof entradaPlanaSchema>>,
  'fechaAgendado' | 'tipo_llamada' | 'notas'
>;

const toEntrada = (clienteId: number) => (values: AgendarValues) => ({
  cliente: clienteId,
  tipo: 'AGENDADO',
  fechaAgendado: values.fechaAgendado || null,
  tipo_llamada: values.tipo_llamada || null,
  notas: values.notas.trim() || null,
});

/** SPEC §3 schedule form: a callback time in Europe/Madrid and notes. */
export function AgendarDialog({ cliente, onClose }: { cliente: ClienteRef; onClose: () => void }) {
  const form = useForm<AgendarValues, unknown, NuevaEntrada>({
    defaultValues: { fechaAgendado: '', tipo_llamada: '', notas: '' },
    resolver: schemaResolver(nuevaEntradaSchema, toEntrada(cliente.id)),
  });
  const { run, busy } = useClienteAction({
    clienteId: cliente.id,
    send: createEntrada,
    success: 'Agendado Correctamente!',
    failure: 'Error al agendar',
    failureMs: SNACKBAR_LONGER_MS,
    setError: form.setError,
    fields: ['fechaAgendado', 'notas', 'tipo_llamada'],
    onDone: onClose,
  });

  return (
    <ActionDialog
      title="Agendar"
      clienteNombre={cliente.nombre}
      submitLabel="Agendar"
      busy={busy}
      onSubmit={form.handleSubmit(run)}
      onClose={onClose}
    >
      <FechaAgendadoField control={form.control} name="fechaAgendado" />
      <TipoLlamadaSelect control={form.control} />
      <FormText control={form.control} name="notas" label="Notas" multiline minRows={3} />
    </ActionDialog>
  );
}
