import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  upfrontFormSchema,
  type PricedKind,
  type UpfrontEntry,
} from '@ventas/domain/servicios/price-history';
import { FormSelect } from '../../../../components/form-fields/form-select';
import { FormText } from '../../../../components/form-fields/form-text';
import type { FormTextValues } from '../../../../components/form-fields/form-text-values';
import { amountText, asText, textOrNull } from '../../forms/form-values';
import { AmountField } from '../../forms/fields/amount-field';
import { FormSwitch } from '../../forms/fields/form-switch';
import { UPFRONT_HISTORY_MESSAGES } from '../../messages/history-messages';
import { EntryFormFrame } from './entry-form-frame';
import { FechaField } from './fecha-field';
import { tiposObjetivoOptionsQuery } from './tipos-objetivo-options';
import { useHistoryEntryForm } from './use-history-entry-form';

/**
 * What the entry form edits (`familia_objetivo` is an objective type's id, or ''): the body (after
 * its nulls are dropped, hence `out`) but the item it prices, which the form is opened for.
 */
type UpfrontValues = Omit<
  FormTextValues<z.input<(typeof upfrontFormSchema)['out']>>,
  'object_id' | 'content_type'
>;

interface UpfrontEntryFormProps {
  kind: PricedKind;
  objectId: number;
  entry: UpfrontEntry | null;
  onDone: () => void;
}

/**
 * An upfront from a date, and the objective family the item's sales count towards (SPEC §3
 * Upfront history: the commission calculator reads this mapping).
 */
export function UpfrontEntryForm({ kind, objectId, entry, onDone }: UpfrontEntryFormProps) {
  const familias = useQuery(tiposObjetivoOptionsQuery).data ?? [];
  const { form, submit, saving } = useHistoryEntryForm({
    path: 'upfronts',
    entryId: entry?.id ?? null,
    schema: upfrontFormSchema,
    defaultValues: {
      upfront: amountText(entry?.upfront),
      familia_objetivo: asText(entry?.familia_objetivo),
      tipo: asText(entry?.tipo),
      fecha: entry?.fecha ?? '',
      is_active: entry?.is_active ?? true,
    },
    toInput: (values: UpfrontValues) => ({
      upfront: values.upfront.trim(),
      familia_objetivo: values.familia_objetivo ? Number(values.familia_objetivo) : null,
      tipo: textOrNull(values.tipo),
      object_id: objectId,
      content_type: kind,
      is_active: values.is_active,
      fecha: values.fecha || undefined,
    }),
    messages: UPFRONT_HISTORY_MESSAGES,
    onDone,
  });
  const { control } = form;
  return (
    <EntryFormFrame editing={entry !== null} busy={saving} onSubmit={submit} onCancelEdit={onDone}>
      <AmountField control={control} name="upfront" label="Upfront" required autoFocus />
      <FormSelect
        control={control}
        name="familia_objetivo"
        label="Familia de objetivo"
        options={familias.map((f) => ({ value: String(f.id), label: f.nombre }))}
        emptyLabel="Ninguna"
      />
      <FormText control={control} name="tipo" label="Tipo" />
      <FechaField control={control} name="fecha" />
      <FormSwitch control={control} name="is_active" label="Activo" />
    </EntryFormFrame>
  );
}
