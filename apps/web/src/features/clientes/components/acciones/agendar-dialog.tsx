import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs from 'dayjs';
import { Controller, useForm } from 'react-hook-form';
import { nuevaEntradaSchema, type NuevaEntrada } from '@ventas/domain/telework/telework-schemas';
import { MADRID_TZ } from '@ventas/domain/time/madrid';
import { SNACKBAR_LONGER_MS } from '../../../../config/constants';
import { createEntrada } from '../../api/create-entrada';
import { schemaResolver } from '../../../../components/schema-resolver/schema-resolver';
import { FormText } from '../../../../components/form-fields/form-text';
import { ActionDialog } from './action-dialog';
import type { ClienteRef } from './cliente-action';
import { TipoLlamadaSelect } from './tipo-llamada-select';
import { useClienteAction } from './use-cliente-action';

interface AgendarValues {
  /** ISO 8601 with the Madrid offset, or '' while none is chosen. */
  fechaAgendado: string;
  tipo_llamada: string;
  notas: string;
}

const toEntrada = (clienteId: number) => (values: AgendarValues) => ({
  cliente: clienteId,
  tipo: 'AGENDADO',
  fechaAgendado: values.fechaAgendado || null,
  tipo_llamada: values.tipo_llamada || null,
  notas: values.notas.trim() || null,
});

const madridNow = () => dayjs().tz(MADRID_TZ);
const QUICK_TIMES = [
  { label: 'En 1 hora', at: () => madridNow().add(1, 'hour').startOf('minute') },
  { label: 'Mañana 10:00', at: () => madridNow().add(1, 'day').hour(10).startOf('hour') },
  { label: 'En una semana', at: () => madridNow().add(7, 'day').hour(10).startOf('hour') },
];

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
      <Controller
        control={form.control}
        name="fechaAgendado"
        render={({ field, fieldState }) => (
          <DateTimePicker
            label="Fecha y hora (hora de Madrid)"
            timezone={MADRID_TZ}
            ampm={false}
            value={field.value ? dayjs(field.value).tz(MADRID_TZ) : null}
            onChange={(value) => field.onChange(value?.isValid() ? value.format() : '')}
            inputRef={field.ref}
            slotProps={{
              textField: {
                fullWidth: true,
                error: fieldState.error !== undefined,
                helperText: fieldState.error?.message,
              },
            }}
          />
        )}
      />
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {QUICK_TIMES.map((quick) => (
          <Button
            key={quick.label}
            size="small"
            variant="outlined"
            onClick={() =>
              form.setValue('fechaAgendado', quick.at().format(), {
                shouldValidate: form.formState.isSubmitted,
              })
            }
          >
            {quick.label}
          </Button>
        ))}
      </Stack>
      <TipoLlamadaSelect control={form.control} />
      <FormText control={form.control} name="notas" label="Notas" multiline minRows={3} />
    </ActionDialog>
  );
}
