import { useForm } from 'react-hook-form';
import { TELEWORK_LIMITS } from '@ventas/domain/telework/telework-limits';
import { notaClienteSchema, type NotaClienteInput } from '@ventas/domain/telework/telework-schemas';
import { createNotaCliente } from '../../api/create-nota-cliente';
import { schemaResolver } from '../../../../components/schema-resolver/schema-resolver';
import { FormText } from '../../../../components/form-fields/form-text';
import { CerrarAgendadoOpcion } from '../agendados/cerrar-agendado-opcion';
import { useCerrarAgendadoAlGuardar } from '../agendados/use-cerrar-agendado-al-guardar';
import { ActionDialog } from './action-dialog';
import type { ClienteRef } from './cliente-action';
import { useClienteAction } from './use-cliente-action';

/** SPEC §3 note form (the author is the caller, set by the server), which may close a pending callback. */
export function NotaDialog({ cliente, onClose }: { cliente: ClienteRef; onClose: () => void }) {
  const form = useForm<{ nota: string }, unknown, NotaClienteInput>({
    defaultValues: { nota: '' },
    resolver: schemaResolver(notaClienteSchema, (values: { nota: string }) => ({
      ...values,
      cliente: cliente.id,
    })),
  });
  const cierre = useCerrarAgendadoAlGuardar(cliente);
  const { run, busy } = useClienteAction({
    clienteId: cliente.id,
    send: createNotaCliente,
    success: 'Nota añadido con éxito!',
    failure: 'Error al añadir nota',
    setError: form.setError,
    fields: ['nota'],
    onDone: () => void cierre.alGuardar(onClose),
  });

  return (
    <ActionDialog
      title="Añadir nota"
      clienteNombre={cliente.nombre}
      submitLabel="Añadir"
      busy={busy || cierre.busy}
      onSubmit={form.handleSubmit(run)}
      onClose={onClose}
    >
      <FormText
        control={form.control}
        name="nota"
        label="Nota"
        multiline
        minRows={4}
        autoFocus
        slotProps={{ htmlInput: { maxLength: TELEWORK_LIMITS.notaMaxLength } }}
      />
      <CerrarAgendadoOpcion opcion={cierre} />
    </ActionDialog>
  );
}
