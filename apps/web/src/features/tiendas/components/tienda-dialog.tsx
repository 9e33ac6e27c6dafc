import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  MENSAJES_TIENDA as M,
  tiendaFormSchema,
  type Tienda,
  type TiendaForm,
} from '@ventas/domain/tiendas/tienda-contract';
import { FormText } from '../../../components/form-fields/form-text';
import { applyServerFieldErrors } from '../../../components/form-fields/server-field-errors';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { DireccionCpFields } from '../../clientes/clientes.public';
import { saveTienda } from '../api/save-tienda';
import { tiendasKeys } from '../api/tiendas-keys';
import { ComercialesTiendaSelect } from './comerciales-tienda-select';
import { tiendaBody, tiendaValues, type TiendaValues } from './tienda-form-values';

const NAMES = { direccion: 'direccion', cp: 'cp', localidad: 'localidad' } as const;

/** Create (tienda null) or edit a store (Admin and above). Full screen on a phone. */
export function TiendaDialog({ tienda, onClose }: { tienda: Tienda | null; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const form = useForm<TiendaValues, unknown, TiendaForm>({
    defaultValues: tiendaValues(tienda),
    resolver: schemaResolver(tiendaFormSchema, tiendaBody),
  });
  const save = useMutation({ mutationFn: (input: TiendaForm) => saveTienda(tienda?.id ?? null, input) });

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      snackbar.showSuccess(tienda ? M.editada : M.creada);
      await queryClient.invalidateQueries({ queryKey: tiendasKeys.all });
      onClose();
    } catch (error) {
      if (applyServerFieldErrors(form, error) === 0) snackbar.showError(M.errorGuardar, error);
    }
  });

  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      onClose={(_event, reason) => reason !== 'backdropClick' && !save.isPending && onClose()}
    >
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{tienda ? 'Editar tienda' : 'Nueva tienda'}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <FormText control={form.control} name="nombre" label="Nombre" required autoFocus />
            <DireccionCpFields
              control={form.control}
              getValues={form.getValues}
              setValue={form.setValue}
              names={NAMES}
              countTowns
            />
            <FormText control={form.control} name="telefono" label="Teléfono" type="tel" autoComplete="off" />
            <FormText
              control={form.control}
              name="horario"
              label="Horario"
              placeholder="L-V 10:00-14:00 y 17:00-20:30"
              multiline
              minRows={1}
            />
            <Controller
              control={form.control}
              name="activa"
              render={({ field }) => (
                <FormControlLabel
                  label="Activa"
                  control={
                    <Switch checked={field.value} onChange={(_e, checked) => field.onChange(checked)} />
                  }
                />
              )}
            />
            <ComercialesTiendaSelect control={form.control} actuales={tienda?.comerciales ?? []} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit" disabled={save.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
