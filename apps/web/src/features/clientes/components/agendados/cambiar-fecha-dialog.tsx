import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { TELEWORK_LIMITS } from '@ventas/domain/telework/telework-limits';
import { cambioFechaAgendadoSchema, type AgendadoUpdate } from '@ventas/domain/telework/telework-schemas';
import { MADRID_TZ } from '@ventas/domain/time/madrid';
import dayjs from 'dayjs';
import { FormText } from '../../../../components/form-fields/form-text';
import type { FormTextValues } from '../../../../components/form-fields/form-text-values';
import { schemaResolver } from '../../../../components/schema-resolver/schema-resolver';
import { updateAgendado } from '../../api/update-agendado';
import { MENSAJES_AGENDADO } from '../../clientes-messages';
import { ActionDialog } from '../acciones/action-dialog';
import { useClienteAction } from '../acciones/use-cliente-action';
import type { AgendadoRef } from './agendado-ref';
import { FechaAgendadoField } from './fecha-agendado-field';

/** The new time (ISO 8601 with the Madrid offset, or '' while none is chosen) and the notes. */
type CambioFechaValues = FormTextValues<z.input<typeof cambioFechaAgendadoSchema>>;

const TEXTOS = MENSAJES_AGENDADO.cambiarFecha;

/**
 * "Cambiar fecha": a new time for a pending callback, picked as in the schedule dialog, and its
 * notes. It opens on the current time and notes, so a small change is a small edit.
 */
export function CambiarFechaDialog({ agendado, onClose }: { agendado: AgendadoRef; onClose: () => void }) {
  const form = useForm<CambioFechaValues, unknown, AgendadoUpdate>({
    defaultValues: {
      fechaAgendado: agendado.fechaAgendado ? dayjs(agendado.fechaAgendado).tz(MADRID_TZ).format() : '',
      notas: agendado.notas ?? '',
    },
    resolver: schemaResolver(cambioFechaAgendadoSchema, (values: CambioFechaValues) => ({
      fechaAgendado: values.fechaAgendado,
      notas: values.notas.trim() || null,
    })),
  });
  const { run, busy } = useClienteAction({
    clienteId: agendado.cliente.id,
    send: (cambios: AgendadoUpdate) => updateAgendado(agendado.id, cambios),
    success: TEXTOS.exito,
    failure: TEXTOS.error,
    setError: form.setError,
    fields: ['fechaAgendado', 'notas'],
    onDone: onClose,
  });

  return (
    <ActionDialog
      title={TEXTOS.titulo}
      clienteNombre={agendado.cliente.nombre}
      submitLabel={TEXTOS.guardar}
      busy={busy}
      onSubmit={form.handleSubmit(run)}
      onClose={onClose}
    >
      <FechaAgendadoField control={form.control} name="fechaAgendado" />
      <FormText
        control={form.control}
        name="notas"
        label="Notas"
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: TELEWORK_LIMITS.notasAtencionMaxLength } }}
      />
    </ActionDialog>
  );
}
