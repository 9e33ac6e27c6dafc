import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  disponibilidadFormSchema,
  type Disponibilidad,
  type DisponibilidadForm,
} from '@ventas/domain/cuentas/disponibilidad-contract';
import { errorDetail } from '../../../api/api-error';
import { FormText } from '../../../components/form-fields/form-text';
import type { FormTextValues } from '../../../components/form-fields/form-text-values';
import { applyServerFieldErrors } from '../../../components/form-fields/server-field-errors';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { createDisponibilidad, updateDisponibilidad } from '../api/disponibilidades-calls';
import { rrhhKeys } from '../api/rrhh-keys';
import { MENSAJES_RRHH } from '../rrhh-messages';

/** What the form edits: the period's days; the person is the one it is opened for. */
type PeriodoValues = Omit<FormTextValues<z.input<typeof disponibilidadFormSchema>>, 'commercial'>;

interface PeriodoFormProps {
  commercial: number;
  /** The period being edited, or null to add one. */
  periodo: Disponibilidad | null;
  onDone: () => void;
}

const DATE_INPUT = { inputLabel: { shrink: true } } as const;

/** Adds or edits one period (both days included; no end = open-ended). An overlap is the server's 400. */
export function PeriodoForm({ commercial, periodo, onDone }: PeriodoFormProps) {
  const form = useForm<PeriodoValues, unknown, DisponibilidadForm>({
    defaultValues: { begin: periodo?.begin ?? '', end: periodo?.end ?? '' },
    resolver: schemaResolver(disponibilidadFormSchema, (values: PeriodoValues) => ({
      commercial,
      begin: values.begin,
      end: values.end || null,
    })),
  });
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (data: DisponibilidadForm) =>
      periodo ? updateDisponibilidad(periodo.id, data) : createDisponibilidad(data),
  });
  const submit = form.handleSubmit(async (data) => {
    try {
      await save.mutateAsync(data);
    } catch (error) {
      const onFields = applyServerFieldErrors(form, error);
      const detail = errorDetail(error);
      snackbar.showError(detail ?? MENSAJES_RRHH.errorDisponibilidad, onFields || detail ? undefined : error);
      return;
    }
    snackbar.showSuccess(MENSAJES_RRHH.disponibilidadGuardada);
    await queryClient.invalidateQueries({ queryKey: rrhhKeys.disponibilidades(commercial) });
    form.reset({ begin: '', end: '' });
    onDone();
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={periodo ? 'Editar periodo' : 'Añadir periodo'}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
    >
      <Box sx={{ flex: '1 1 140px' }}>
        <FormText
          control={form.control}
          name="begin"
          type="date"
          label="Desde"
          required
          slotProps={DATE_INPUT}
        />
      </Box>
      <Box sx={{ flex: '1 1 140px' }}>
        <FormText
          control={form.control}
          name="end"
          type="date"
          label="Hasta"
          helperText="Vacío: sin fin"
          slotProps={DATE_INPUT}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, pt: 0.25 }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {periodo ? 'Guardar' : 'Añadir'}
        </Button>
        {periodo && (
          <Button color="inherit" onClick={onDone}>
            Cancelar
          </Button>
        )}
      </Box>
    </Box>
  );
}
