import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { entradaPlanaSchema } from '@ventas/domain/telework/nueva-entrada-formas';
import { nuevaEntradaSchema, type NuevaEntrada } from '@ventas/domain/telework/telework-schemas';
import { createEntrada } from '../../api/create-entrada';
import { gestionesActivasQuery } from '../../api/gestiones-query';
import { schemaResolver } from '../../../../components/schema-resolver/schema-resolver';
import { FormSelect } from '../../../../components/form-fields/form-select';
import { FormText } from '../../../../components/form-fields/form-text';
import type { FormTextValues } from '../../../../components/form-fields/form-text-values';
import { CerrarAgendadoOpcion } from '../agendados/cerrar-agendado-opcion';
import { useCerrarAgendadoAlGuardar } from '../agendados/use-cerrar-agendado-al-guardar';
import { ActionDialog } from './action-dialog';
import type { ClienteRef } from './cliente-action';
import { TipoLlamadaSelect } from './tipo-llamada-select';
import { useClienteAction } from './use-cliente-action';

/** The administration entry's fields as edited (the flat entry the form sends). */
type GestionValues = Pick<
  FormTextValues<z.input<typeof entradaPlanaSchema>>,
  'gestion' | 'tipo_llamada' | 'notas'
>;

const toEntrada = (clienteId: number) => (values: GestionValues) => ({
  cliente: clienteId,
  tipo: 'GESTION',
  gestion: values.gestion ? Number(values.gestion) : null,
  tipo_llamada: values.tipo_llamada || null,
  notas: values.notas.trim() || null,
});

/**
 * SPEC §3 administration form: an active procedure for this customer. A gestión leaves a pending
 * callback open (atencion-constants.ts), so the form offers to close it.
 */
export function GestionDialog({ cliente, onClose }: { cliente: ClienteRef; onClose: () => void }) {
  const gestiones = useQuery(gestionesActivasQuery);
  const form = useForm<GestionValues, unknown, NuevaEntrada>({
    defaultValues: { gestion: '', tipo_llamada: '', notas: '' },
    resolver: schemaResolver(nuevaEntradaSchema, toEntrada(cliente.id)),
  });
  const cierre = useCerrarAgendadoAlGuardar(cliente);
  const { run, busy } = useClienteAction({
    clienteId: cliente.id,
    send: createEntrada,
    success: 'Gestión Registrada Correctamente!',
    failure: 'Error al Registrar la Gestión',
    setError: form.setError,
    fields: ['gestion', 'tipo_llamada', 'notas'],
    onDone: () => void cierre.alGuardar(onClose),
  });
  const options = (gestiones.data ?? []).map((g) => ({
    value: String(g.id),
    label: g.operator ? `${g.name} (${g.operator})` : g.name,
  }));

  return (
    <ActionDialog
      title="Registrar gestión"
      clienteNombre={cliente.nombre}
      submitLabel="Registrar"
      busy={busy || cierre.busy}
      onSubmit={form.handleSubmit(run)}
      onClose={onClose}
    >
      {/* SPEC §8 "Offer": the procedure list's load failure. */}
      {gestiones.isError && <Alert severity="error">Error al cargar las gestiones</Alert>}
      {gestiones.isSuccess && options.length === 0 && (
        <Alert severity="info">No hay gestiones activas. Un administrador debe darlas de alta.</Alert>
      )}
      <FormSelect control={form.control} name="gestion" label="Gestión" options={options} />
      <TipoLlamadaSelect control={form.control} />
      <FormText control={form.control} name="notas" label="Notas" multiline minRows={3} />
      <CerrarAgendadoOpcion opcion={cierre} />
    </ActionDialog>
  );
}
