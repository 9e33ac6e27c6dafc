import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  holidayFormSchema,
  MAX_DESCRIPCION_HOLIDAY,
  type HolidayForm,
  type HolidayRow,
} from '@ventas/domain/cuentas/holidays-contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormSelect } from '../../../components/form-fields/form-select';
import { FormText } from '../../../components/form-fields/form-text';
import { applyServerFieldErrors } from '../../../components/form-fields/server-field-errors';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { SNACKBAR_LONGER_MS } from '../../../config/constants';
import type { Option } from '../../../lib/option';
import { createHoliday, HOLIDAYS_KEY, updateHoliday } from '../api/holidays-calls';
import {
  aFormulario,
  valoresDe,
  valoresVacios,
  type VacacionesFormValues,
} from '../model/vacaciones-form-values';
import { MENSAJES_VACACIONES } from '../model/vacaciones-messages';
import { DiaField } from './dia-field';

/** SPEC §4 "Form types: CREATE/EDIT for holidays". */
export type VacacionesDialogState =
  { mode: 'CREATE'; commercial: number | null } | { mode: 'EDIT'; row: HolidayRow };

interface VacacionesDialogProps {
  state: VacacionesDialogState;
  comerciales: readonly Option[];
  onClose: () => void;
}

/** One dialog creates and edits: the domain's schema checks it, the server's 400 lands on the fields. */
export function VacacionesDialog({ state, comerciales, onClose }: VacacionesDialogProps) {
  const editing = state.mode === 'EDIT' ? state.row : null;
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const form = useForm<VacacionesFormValues, unknown, HolidayForm>({
    defaultValues: editing
      ? valoresDe(editing)
      : valoresVacios(state.mode === 'CREATE' ? state.commercial : null),
    resolver: schemaResolver(holidayFormSchema, aFormulario),
  });
  const save = useMutation({
    mutationFn: (data: HolidayForm) => (editing ? updateHoliday(editing.id, data) : createHoliday(data)),
  });

  const submit = form.handleSubmit(async (data) => {
    try {
      await save.mutateAsync(data);
    } catch (error) {
      const onFields = applyServerFieldErrors(form, error);
      const message = editing ? MENSAJES_VACACIONES.errorEditar : MENSAJES_VACACIONES.errorCrear;
      snackbar.showError(message, onFields > 0 ? undefined : error, SNACKBAR_LONGER_MS);
      return;
    }
    snackbar.showSuccess(editing ? MENSAJES_VACACIONES.editadas : MENSAJES_VACACIONES.creadas);
    void queryClient.invalidateQueries({ queryKey: HOLIDAYS_KEY });
    onClose();
  });

  const busy = save.isPending;
  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick' && !busy) onClose();
      }}
    >
      {/* display: contents keeps the dialog's own layout around the form. */}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{editing ? 'Editar vacaciones' : 'Nuevas vacaciones'}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <FormSelect
              control={form.control}
              name="commercial"
              label="Comercial"
              options={comerciales}
              currentLabel={editing?.commercial_nombre}
              disabled={busy}
              required
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DiaField control={form.control} name="start_date" label="Desde" disabled={busy} />
              <DiaField control={form.control} name="end_date" label="Hasta" disabled={busy} />
            </Stack>
            <FormText
              control={form.control}
              name="descripcion"
              label="Descripción"
              multiline
              minRows={2}
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: MAX_DESCRIPCION_HOLIDAY } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit" disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Guardar
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
