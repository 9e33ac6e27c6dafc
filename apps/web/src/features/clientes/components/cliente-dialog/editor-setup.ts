import { hasLevel } from '@ventas/domain/permissions/access-rule';
import type { Actor } from '@ventas/domain/permissions/roles';
import type { ClienteRecord } from '../../api/cliente-record';
import {
  emptyClienteValues,
  POR_ASIGNAR_VALUE,
  recordToValues,
  type ClienteFormValues,
} from '../../cliente-form/cliente-form-values';
import { borradoresFormulario } from '../../../../components/form-draft/form-drafts';
import { madridToday } from '@ventas/domain/time/madrid';
import type { ClienteMode } from '../../use-cliente-dialog-param';

export interface EditorUser {
  id: number;
  name: string;
  actor: Actor;
}

export interface EditorSetup {
  key: string;
  mode: ClienteMode;
  record: ClienteRecord | null;
  initialValues: ClienteFormValues;
  emptyValues: ClienteFormValues;
  userId: number;
  canDelete: boolean;
  ownComercialOnly: number | null;
  currentComercial: string | undefined;
  /** A new form that opens on the kept draft: when that was written; otherwise null. */
  borradorRecuperado: string | null;
}

/** Where the customer form's drafts are kept: per user, and per customer or new (issue 29 §2). */
export const TIPO_BORRADOR_CLIENTE = 'cliente';

/**
 * What the editor opens with. SPEC §4: a new form starts from the kept draft (it survives a
 * reload and another tab: components/form-draft); an edited customer gets today's contact date;
 * a viewed one shows it as stored.
 */
export function editorSetup(
  mode: ClienteMode,
  user: EditorUser,
  record: ClienteRecord | undefined,
): EditorSetup | null {
  const seesAll = hasLevel(user.actor, 'manager');
  const today = madridToday();
  // A Comercial's new customer is theirs by default (docs/decisions/ 15).
  const empty = emptyClienteValues(today, seesAll ? POR_ASIGNAR_VALUE : String(user.id));
  const common = {
    userId: user.id,
    emptyValues: empty,
    canDelete: hasLevel(user.actor, 'admin'),
    ownComercialOnly: seesAll ? null : user.id,
  };
  if (mode === 'create') {
    const borrador = borradoresFormulario.leer(
      { usuario: user.id, tipo: TIPO_BORRADOR_CLIENTE, registro: null },
      empty,
    );
    const initialValues = borrador?.draft ?? empty;
    return {
      ...common,
      key: 'create',
      mode,
      record: null,
      initialValues,
      currentComercial: initialValues.comercial === POR_ASIGNAR_VALUE ? 'Por asignar' : user.name,
      borradorRecuperado: borrador?.guardadoEl ?? null,
    };
  }
  if (!record) return null;
  return {
    ...common,
    key: `${record.id}-${mode}`,
    mode,
    record,
    initialValues: recordToValues(record, mode === 'edit' ? today : undefined),
    currentComercial: record.comercial?.nombre_completo ?? 'Por asignar',
    borradorRecuperado: null,
  };
}
