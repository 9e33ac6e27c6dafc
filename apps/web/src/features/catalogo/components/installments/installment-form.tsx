import Grid from '@mui/material/Grid';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useImperativeHandle, useState, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  installmentFormSchema,
  type Installment,
  type InstallmentForm as InstallmentBody,
} from '@ventas/domain/servicios/installment-contract';
import type { Terminal } from '@ventas/domain/servicios/terminal-contract';
import { DraftQuestionDialog } from '../../../../components/form-draft/draft-question-dialog';
import { mismoValor, versionDe } from '../../../../components/form-draft/draft-storage';
import { useFormDraft, useRanuraFormulario } from '../../../../components/form-draft/use-form-draft';
import { FormSelect } from '../../../../components/form-fields/form-select';
import { FormText } from '../../../../components/form-fields/form-text';
import type { FormTextValues } from '../../../../components/form-fields/form-text-values';
import { schemaResolver } from '../../../../components/schema-resolver/schema-resolver';
import { useSnackbar } from '../../../../components/snackbar/snackbar-context';
import { UnsavedChangesDialog } from '../../../../components/unsaved-changes/unsaved-changes-dialog';
import { useUnsavedChangesGuard } from '../../../../components/unsaved-changes/use-unsaved-changes-guard';
import { useSession } from '../../../../session/use-session';
import { operadoresQuery } from '../../api/operadores-query';
import { installmentKeys, saveInstallment, tariffLinesQuery } from '../../api/installment-calls';
import { amountText, asText, numberOrNull } from '../../forms/form-values';
import { AmountField } from '../../forms/fields/amount-field';
import { applyServerFieldErrors } from '../../../../components/form-fields/server-field-errors';
import { INSTALLMENT_MESSAGES } from '../../messages/history-messages';
import { EntryFormFrame } from '../history/entry-form-frame';
import type { CambiosPlan } from './use-cierre-plan';

type InstallmentInput = z.input<typeof installmentFormSchema>;

/**
 * What the form edits: the body but its device and its active flag (the form's context), with the
 * type as the schema's own choice (the select always holds one).
 */
type InstallmentValues = Omit<
  FormTextValues<InstallmentInput>,
  'terminal' | 'is_active' | 'installment_type'
> &
  Required<Pick<InstallmentInput, 'installment_type'>>;

const TYPE_OPTIONS = [
  { value: 'tarifa', label: 'Tarifa' },
  { value: 'adicional', label: 'Línea adicional' },
];

const toInput = (terminal: number, isActive: boolean) => (values: InstallmentValues) => ({
  terminal,
  installment_type: values.installment_type,
  object_id: numberOrNull(values.object_id),
  initial_price: values.initial_price.trim(),
  month_price: values.month_price.trim(),
  final_price: values.final_price.trim(),
  // Blank is unknown; anything else must be a whole number the schema accepts ('24 meses' is not).
  cuotas: numberOrNull(values.cuotas),
  is_active: isActive,
});

interface InstallmentFormProps {
  /** The device financed: its id, and its operator (whose lines may finance it). */
  terminal: Pick<Terminal, 'id' | 'operator'>;
  installment: Installment | null;
  onDone: () => void;
  /** The dialog around it asks through this before it closes (use-cierre-plan.ts). */
  cambios?: Ref<CambiosPlan>;
}

const valuesOf = (installment: Installment | null): InstallmentValues => ({
  installment_type: installment?.installment_type === 'adicional' ? 'adicional' : 'tarifa',
  object_id: installment ? String(installment.object_id) : '',
  initial_price: amountText(installment?.initial_price),
  month_price: amountText(installment?.month_price),
  final_price: amountText(installment?.final_price),
  cuotas: asText(installment?.cuotas),
});

/**
 * A device financed on one tariff or additional line: initial, monthly and final price. The
 * lines offered are those whose operator sells this device: its own, and an operator that uses
 * its terminals (DBL uses B's, SPEC §9; operators are data, decision 64). What is typed is kept
 * as a draft (decision 220) per user, device and plan (`catalogo.installments.<device>`), the
 * same whether the form opens in the catalogue or from the configurator.
 */
export function InstallmentForm({ terminal, installment, onDone, cambios }: InstallmentFormProps) {
  const [defaults] = useState(() => valuesOf(installment));
  const form = useForm<InstallmentValues, unknown, InstallmentBody>({
    defaultValues: defaults,
    resolver: schemaResolver(installmentFormSchema, toInput(terminal.id, installment?.is_active ?? true)),
  });
  const usuario = useSession().user?.id;
  const ranura = useRanuraFormulario(
    usuario === undefined
      ? null
      : { usuario, tipo: `catalogo.installments.${terminal.id}`, registro: installment?.id ?? null },
    defaults,
  );
  const borrador = useFormDraft({
    form,
    ranura,
    defaults,
    base: installment ? versionDe(installment, defaults) : null,
  });
  const hayCambios = () => !mismoValor(form.getValues(), defaults);
  useImperativeHandle(cambios, () => ({ hayCambios, descartar: borrador.descartar }));
  const cancelar = useUnsavedChangesGuard(hayCambios, borrador.descartar);
  const { control } = form;
  const type = useWatch({ control, name: 'installment_type' });
  const operadores = useQuery(operadoresQuery).data ?? [];
  const lines = useQuery(tariffLinesQuery);
  const sellers = new Set([
    terminal.operator,
    ...operadores.filter((o) => o.terminales_de === terminal.operator).map((o) => o.codigo),
  ]);
  const items = (type === 'adicional' ? lines.data?.adicionales : lines.data?.tarifas) ?? [];
  const options = items
    .filter((item) => sellers.has(item.operator))
    .map((item) => ({ value: String(item.id), label: `${item.name} (${item.operator})` }));

  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: InstallmentBody) => saveInstallment(installment?.id ?? null, body),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync(body);
    } catch (error) {
      const onFields = applyServerFieldErrors(form, error);
      snackbar.showError(INSTALLMENT_MESSAGES.saveFailed, onFields > 0 ? undefined : error);
      return;
    }
    borrador.descartar();
    snackbar.showSuccess(installment ? INSTALLMENT_MESSAGES.edited : INSTALLMENT_MESSAGES.added);
    void queryClient.invalidateQueries({ queryKey: installmentKeys.ofTerminal(terminal.id) });
    onDone();
  });

  return (
    <EntryFormFrame
      editing={installment !== null}
      busy={save.isPending}
      onSubmit={submit}
      onCancelEdit={() => cancelar.guard(onDone)}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelect
            control={control}
            name="installment_type"
            label="Tipo"
            options={TYPE_OPTIONS}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormSelect
            control={control}
            name="object_id"
            label={type === 'adicional' ? 'Línea adicional' : 'Tarifa'}
            options={options}
            currentLabel={installment?.tariff_name ?? undefined}
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <FormText
            control={control}
            name="cuotas"
            label="N.º de cuotas"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <AmountField control={control} name="month_price" label="Cuota mensual" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <AmountField control={control} name="initial_price" label="Pago inicial" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <AmountField control={control} name="final_price" label="Pago final" required />
        </Grid>
      </Grid>
      <UnsavedChangesDialog {...cancelar.confirmation} />
      <DraftQuestionDialog borrador={borrador} />
    </EntryFormFrame>
  );
}
