import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  tipoVentaNuevoSchema,
  type TipoVentaAdmin,
  type TipoVentaNuevo,
} from '@ventas/domain/opciones/tipos-venta-contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormText } from '../../../components/form-fields/form-text';
import { applyServerFieldErrors } from '../../../components/form-fields/server-field-errors';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { cambiarTipoVenta, crearTipoVenta, releerTiposVenta } from './tipos-venta-api';
import { TEXTOS_TIPOS_VENTA as TEXTOS } from './tipos-venta-messages';

/**
 * A new sale type, or a new name for one (`tipo`). The name is the only field: the code packages
 * store is made by the server and never changes, so a rename keeps every package's type. A name
 * another type has is the server's 400 under the field. Enter saves, Esc cancels.
 */
export function TipoVentaFormDialog({ tipo, onClose }: { tipo: TipoVentaAdmin | null; onClose: () => void }) {
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.only('xs'));
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const form = useForm<{ label: string }, unknown, TipoVentaNuevo>({
    defaultValues: { label: tipo?.label ?? '' },
    resolver: schemaResolver(tipoVentaNuevoSchema, (values) => values),
  });
  const guardar = useMutation({
    mutationFn: (data: TipoVentaNuevo) => (tipo ? cambiarTipoVenta(tipo.id, data) : crearTipoVenta(data)),
  });
  const submit = form.handleSubmit(async (data) => {
    try {
      await guardar.mutateAsync(data);
    } catch (error) {
      const enCampos = applyServerFieldErrors(form, error);
      snackbar.showError(TEXTOS.errorGuardar, enCampos > 0 ? undefined : error);
      return;
    }
    snackbar.showSuccess(tipo ? TEXTOS.renombrado : TEXTOS.creado);
    void releerTiposVenta(queryClient);
    onClose();
  });
  return (
    <Dialog
      open
      onClose={guardar.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      fullScreen={phone}
    >
      <form noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{tipo ? `Renombrar «${tipo.label}»` : TEXTOS.nuevo}</DialogTitle>
        <DialogContent>
          {tipo && tipo.paquetes > 0 && (
            <DialogContentText sx={{ mb: 2 }}>
              Sus {tipo.paquetes} {tipo.paquetes === 1 ? 'paquete mostrará' : 'paquetes mostrarán'} el nombre
              nuevo.
            </DialogContentText>
          )}
          <FormText control={form.control} name="label" label="Nombre" required autoFocus sx={{ mt: 1 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={guardar.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={guardar.isPending}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
