import type { z } from 'zod';
import { parseAmount, MENSAJES_IMPORTE } from '@ventas/domain/money/decimal-amount';
import {
  PRICE_DECIMALS,
  priceHistoryFormSchema,
  type PricedKind,
  type PriceHistoryEntry,
} from '@ventas/domain/servicios/price-history';
import { PRICE_HISTORY_MESSAGES } from '../../messages/history-messages';
import { AmountField } from '../../forms/fields/amount-field';
import { FormSwitch } from '../../forms/fields/form-switch';
import { EntryFormFrame } from './entry-form-frame';
import { FechaField } from './fecha-field';
import { useHistoryEntryForm } from './use-history-entry-form';
import { amountText } from '../../forms/form-values';
import type { FormTextValues } from '../../../../components/form-fields/form-text-values';

/**
 * What the entry form edits: the body (after its nulls are dropped, hence `out`) but the item it
 * prices, which the form is opened for.
 */
type PriceValues = Omit<
  FormTextValues<z.input<(typeof priceHistoryFormSchema)['out']>>,
  'object_id' | 'content_type'
>;

/** The item's own decimals (SPEC §5: lines 4, the rest 2): more would be rounded away when shown. */
export const priceEntrySchema = (kind: PricedKind) =>
  priceHistoryFormSchema.superRefine((entry, ctx) => {
    const places = PRICE_DECIMALS[kind];
    if ((parseAmount(entry.price)?.decimalPlaces() ?? 0) > places)
      ctx.addIssue({ code: 'custom', path: ['price'], message: MENSAJES_IMPORTE.decimals(places) });
  });

interface PriceEntryFormProps {
  kind: PricedKind;
  objectId: number;
  entry: PriceHistoryEntry | null;
  onDone: () => void;
}

/** Adds a price from a date (now, or a future one: a scheduled change) or edits an entry. */
export function PriceEntryForm({ kind, objectId, entry, onDone }: PriceEntryFormProps) {
  const { form, submit, saving } = useHistoryEntryForm({
    path: 'pricehistory',
    entryId: entry?.id ?? null,
    schema: priceEntrySchema(kind),
    defaultValues: {
      price: amountText(entry?.price),
      fecha: entry?.fecha ?? '',
      is_active: entry?.is_active ?? true,
    },
    toInput: (values: PriceValues) => ({
      price: values.price.trim(),
      object_id: objectId,
      content_type: kind,
      is_active: values.is_active,
      fecha: values.fecha || undefined,
    }),
    messages: PRICE_HISTORY_MESSAGES,
    onDone,
  });
  const { control } = form;
  return (
    <EntryFormFrame editing={entry !== null} busy={saving} onSubmit={submit} onCancelEdit={onDone}>
      <AmountField control={control} name="price" label="Precio" required autoFocus />
      <FechaField control={control} name="fecha" />
      <FormSwitch control={control} name="is_active" label="Activo" />
    </EntryFormFrame>
  );
}
