import { hasLevel } from '@ventas/domain/permissions/access-rule';
import type { Actor } from '@ventas/domain/permissions/roles';
import type { ClienteRecord } from '../../api/cliente-record';
import {
  emptyClienteValues,
  POR_ASIGNAR_VALUE,
  recordToValues,
  type ClienteFormValues,
} from '../../cliente-form/cliente-form-values';
import { createDraft } from '../../cliente-form/create-draft';
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
}

/** A draft kept from an older form version still gets every field. */
function mergeDraft(empty: ClienteFormValues, draft: ClienteFormValues | null): ClienteFormValues {
  if (!draft) return empty;
  return { ...empty, ...draft, direccion: { ...empty.direccion, ...draft.direccion } };
}

/**
 * What the editor opens with. SPEC §4: a new form starts from the kept draft; an edited customer
 * gets today's contact date; a viewed one shows it as stored.
 */
export function editorSetup(
  mode: ClienteMode,
  user: EditorUser,
  record: ClienteRecord | undefined,
): EditorSetup | null {
  const seesAll = hasLevel(user.actor, 'manager');
  const today = madridToday();
  // A Comercial's new customer is theirs by default (docs/decisions.md 15).
  const empty = emptyClienteValues(today, seesAll ? POR_ASIGNAR_VALUE : String(user.id));
  const common = {
    userId: user.id,
    emptyValues: empty,
    canDelete: hasLevel(user.actor, 'admin'),
    ownComercialOnly: seesAll ? null : user.id,
  };
  if (mode === 'create') {
    const initialValues = mergeDraft(empty, createDraft.load(user.id));
    return {
      ...common,
      key: 'create',
      mode,
      record: null,
      initialValues,
      currentComercial: initialValues.comercial === POR_ASIGNAR_VALUE ? 'Por asignar' : user.name,
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
  };
}
