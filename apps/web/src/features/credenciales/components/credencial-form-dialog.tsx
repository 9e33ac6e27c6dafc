import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  credencialFormSchema,
  type Credencial,
  type CredencialInput,
} from '@ventas/domain/credenciales/credenciales-contract';
import { MENSAJES_CREDENCIALES as M } from '@ventas/domain/credenciales/credenciales-mensajes';
import { FormText } from '../../../components/form-fields/form-text';
import { applyServerFieldErrors } from '../../../components/form-fields/server-field-errors';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { credencialesKeys } from '../api/credenciales-keys';
import { useProveedoresPortal } from '../api/proveedores-portal';
import { saveCredencial } from '../api/save-credencial';
import { credencialBody, credencialValues, type CredencialValues } from './credencial-form-values';
import { NombrePortalField } from './nombre-portal-field';
import { SecretoField } from './secreto-field';

/**
 * Create (row null) or edit a credential (SuperAdmin). The password and the cookie are never
 * shown here: an empty box keeps what is stored; "Quitar" removes it. Full screen on a phone.
 */
export function CredencialFormDialog({ row, onClose }: { row: Credencial | null; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const form = useForm<CredencialValues, unknown, CredencialInput>({
    defaultValues: credencialValues(row),
    resolver: schemaResolver(credencialFormSchema, credencialBody),
  });
  const save = useMutation({
    mutationFn: (input: CredencialInput) => saveCredencial(row?.id ?? null, input),
  });
  const editing = row !== null;
  const proveedores = useProveedoresPortal();

  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync(input);
      snackbar.showSuccess(editing ? M.editada : M.creada);
      await queryClient.invalidateQueries({ queryKey: credencialesKeys.all });
      onClose();
    } catch (error) {
      // A field's 400 goes on the field; the user's input stays in the form.
      if (applyServerFieldErrors(form, error) === 0)
        snackbar.showError(editing ? M.errorEditar : M.errorCrear, error);
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
        <DialogTitle id={titleId}>{editing ? 'Editar credencial' : 'Nueva credencial'}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <NombrePortalField control={form.control} proveedores={proveedores} />
            <FormText control={form.control} name="url" label="URL" type="url" placeholder="https://" />
            <FormText control={form.control} name="username" label="Usuario" autoComplete="off" />
            <SecretoField
              control={form.control}
              name="password"
              label="Contraseña"
              autoComplete="new-password"
              guardado={row?.tiene_password}
              quitar="Quitar la contraseña guardada"
            />
            <SecretoField
              control={form.control}
              name="cookie"
              label="Cookie"
              autoComplete="off"
              guardado={row?.tiene_cookie}
              quitar="Quitar la cookie guardada"
            />
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
