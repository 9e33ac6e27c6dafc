import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import { useEffect, useId, useState, type RefObject } from 'react';
import { DraftQuestionDialog } from '../../../../components/form-draft/draft-question-dialog';
import { DraftRestoredNotice } from '../../../../components/form-draft/draft-restored-notice';
import { useFormDraft, useRanuraFormulario } from '../../../../components/form-draft/use-form-draft';
import type { ClienteRecord } from '../../api/cliente-record';
import type { ClienteFormValues } from '../../cliente-form/cliente-form-values';
import { useClienteForm } from '../../cliente-form/use-cliente-form';
import type { ClienteMode } from '../../use-cliente-dialog-param';
import type { ClienteAction, ClienteRef } from '../acciones/cliente-action';
import { useSlugProveedor } from '../../../../api/proveedores-query';
import { UnsavedChangesDialog } from '../../../../components/unsaved-changes/unsaved-changes-dialog';
import { useUnsavedChangesGuard } from '../../../../components/unsaved-changes/use-unsaved-changes-guard';
import { ActividadCliente } from '../../../auditoria/auditoria.public';
import { CoberturaBoton } from '../../../cobertura/cobertura.public';
import {
  FacturasTab,
  LineasTab,
  OrdenesTab,
  RegistrosTab,
  RenuevoTab,
} from '../../../operador/operador.public';
import { ProteccionDatosCliente } from '../../../proteccion-datos/proteccion-datos.public';
import { ClienteEditorActions } from './cliente-editor-actions';
import { ClienteEditorTitle } from './cliente-editor-title';
import { ClienteFormFields } from './cliente-form-fields';
import { ClienteTabs, type TabName } from './cliente-tabs';
import { ContractsTab } from './contracts-tab';
import { TIPO_BORRADOR_CLIENTE } from './editor-setup';
import { HistoricoTab } from './historico-tab';
import { NotasTab } from './notas-tab';
import { SaveProblems } from './save-problems';
import { useClienteRelated } from './use-cliente-related';

export interface ClienteEditorProps {
  mode: ClienteMode;
  record: ClienteRecord | null;
  initialValues: ClienteFormValues;
  /** What "Vaciar formulario" goes back to (create mode). */
  emptyValues: ClienteFormValues;
  userId: number;
  canDelete: boolean;
  ownComercialOnly: number | null;
  currentComercial: string | undefined;
  /** A new form that opened on its kept draft: when that was written. */
  borradorRecuperado?: string | null;
  titleId: string;
  /** The dialog asks here before it closes (Esc, the close button). */
  closeRequest: RefObject<(() => void) | null>;
  onClose: () => void;
  onSaved: (record: ClienteRecord) => void;
  onEdit: () => void;
  onOpenCliente: (id: number) => void;
  onAction: (action: ClienteAction, cliente: ClienteRef) => void;
}

/** SPEC §4: one customer in create, edit or view mode, with history, contracts, notes and activity. */
export function ClienteEditor(props: ClienteEditorProps) {
  const { mode, record, userId, closeRequest, onClose } = props;
  const formId = useId();
  const [tab, setTab] = useState<TabName>('datos');
  const { form, submit, saving, duplicate, otherErrors, hasUnsavedChanges } = useClienteForm({
    initialValues: props.initialValues,
    clienteId: record?.id ?? null,
    onSaved: (saved) => {
      borrador.descartar();
      props.onSaved(saved);
    },
  });
  // Issue 29 §2: what is typed survives a reload, a new tab, a crash. A new customer's draft is
  // the next new form (SPEC §4: editor-setup.ts opens on it, this says so); an edited customer's
  // is offered back. A draft equal to the empty form, or to the customer as loaded, is none.
  const [recuperado, setRecuperado] = useState(props.borradorRecuperado ?? null);
  const [defaults] = useState(() => (mode === 'create' ? props.emptyValues : props.initialValues));
  const ranura = useRanuraFormulario(
    mode === 'view' ? null : { usuario: userId, tipo: TIPO_BORRADOR_CLIENTE, registro: record?.id ?? null },
    defaults,
  );
  const borrador = useFormDraft({
    form,
    ranura,
    defaults,
    base: record?.updated_on ?? null,
    preguntar: mode !== 'create',
  });
  const { historico, contracts, notas } = useClienteRelated(record);
  // Access and erasure are Admin and above: the rule deletion has (editor-setup.ts).
  const proteccion = props.canDelete;
  const operador = useSlugProveedor('b') !== null;
  const clienteOperador = record
    ? { id: record.id, telefonos: record.telefonos_contacto, paquetes: contracts }
    : null;

  // Runs a step now, or after the user agrees to drop unsaved changes, and their draft (edit
  // mode: a new customer's draft outlives the dialog).
  const { guard, confirmation } = useUnsavedChangesGuard(
    () => mode === 'edit' && hasUnsavedChanges(),
    borrador.descartar,
  );
  useEffect(() => {
    closeRequest.current = () => guard(onClose);
    return () => {
      closeRequest.current = null;
    };
  });

  const act = (action: ClienteAction) => {
    if (!record) return;
    const cliente = { id: record.id, nombre: record.nombre };
    if (action === 'oferta') guard(() => props.onAction(action, cliente));
    else props.onAction(action, cliente);
  };
  const resetDraft = () => {
    borrador.descartar();
    setRecuperado(null);
    form.reset(props.emptyValues);
  };

  return (
    <>
      <ClienteEditorTitle
        titleId={props.titleId}
        mode={mode}
        record={record}
        onClose={() => guard(onClose)}
        onEdit={props.onEdit}
      />
      {record && (
        <ClienteTabs
          value={tab}
          onChange={setTab}
          counts={{
            historial: historico.data?.length,
            contratos: contracts.data?.length,
            notas: notas.data?.length,
          }}
          proteccion={proteccion}
          operador={operador}
        />
      )}
      <DialogContent sx={{ pt: '16px !important' }}>
        {/* The form stays mounted on every tab so nothing typed is lost. */}
        {record && tab === 'datos' && (
          // Above the form, apart from the first field's label; empty without a provider.
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2, '&:empty': { display: 'none' } }}>
            <CoberturaBoton
              direccion={record.direccion.direccion}
              cp={record.direccion.cp}
              localidad={record.direccion.localidad}
            />
          </Box>
        )}
        <Box component="form" id={formId} noValidate onSubmit={submit} hidden={tab !== 'datos'}>
          {recuperado && <DraftRestoredNotice guardadoEl={recuperado} onDescartar={resetDraft} />}
          <SaveProblems duplicate={duplicate} otherErrors={otherErrors} onOpenCliente={props.onOpenCliente} />
          <ClienteFormFields
            form={form}
            disabled={mode === 'view'}
            ownComercialOnly={props.ownComercialOnly}
            currentComercial={props.currentComercial}
            clienteId={record?.id ?? null}
          />
        </Box>
        {tab === 'historial' && record && (
          <HistoricoTab query={historico} cliente={{ id: record.id, nombre: record.nombre }} />
        )}
        {tab === 'contratos' && <ContractsTab query={contracts} />}
        {tab === 'notas' && <NotasTab query={notas} onAdd={() => act('nota')} />}
        {tab === 'lineas' && clienteOperador && operador && <LineasTab cliente={clienteOperador} />}
        {tab === 'renuevo' && clienteOperador && operador && <RenuevoTab cliente={clienteOperador} />}
        {tab === 'facturas' && clienteOperador && operador && <FacturasTab cliente={clienteOperador} />}
        {tab === 'registros' && clienteOperador && operador && <RegistrosTab cliente={clienteOperador} />}
        {tab === 'ordenes' && clienteOperador && operador && <OrdenesTab cliente={clienteOperador} />}
        {tab === 'actividad' && record && <ActividadCliente clienteId={record.id} />}
        {tab === 'proteccion' && record && proteccion && <ProteccionDatosCliente clienteId={record.id} />}
      </DialogContent>
      <ClienteEditorActions
        mode={mode}
        formId={formId}
        saving={saving}
        cliente={record ? { id: record.id, nombre: record.nombre } : null}
        canDelete={props.canDelete}
        onAction={act}
        onClose={() => guard(onClose)}
        onResetDraft={resetDraft}
      />
      <UnsavedChangesDialog
        {...confirmation}
        text="Si continúa, se perderán los cambios de este cliente que no ha guardado."
      />
      <DraftQuestionDialog borrador={borrador} />
    </>
  );
}
