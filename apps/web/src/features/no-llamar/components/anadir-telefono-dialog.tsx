import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  MENSAJES_NO_LLAMAR as M,
  marcarTelefonoSchema,
  MOTIVO_MAX,
} from '@ventas/domain/no-llamar/no-llamar-contract';
import { isApiError } from '../../../api/api-error';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { marcarTelefono } from '../api/marcar-telefono';
import { noLlamarKeys } from '../api/no-llamar-keys';

type Errores = Partial<Record<'telefono' | 'motivo', string>>;

/** The 400's `{field: [messages]}` for the two fields; anything else goes to the snackbar. */
function erroresDe(error: unknown): Errores | null {
  if (!isApiError(error) || error.status !== 400 || typeof error.body !== 'object' || !error.body)
    return null;
  const body = error.body as Record<string, unknown>;
  const texto = (value: unknown) => (Array.isArray(value) ? value.join(' ') : undefined);
  return { telefono: texto(body.telefono), motivo: texto(body.motivo) };
}

/** Adds one phone (Admin and above; this tab is SuperAdmin's), checked by the API's own schema. */
export function AnadirTelefonoDialog({ onClose }: { onClose: () => void }) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [telefono, setTelefono] = useState('');
  const [motivo, setMotivo] = useState('');
  const [errores, setErrores] = useState<Errores>({});
  const save = useMutation({ mutationFn: marcarTelefono });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = marcarTelefonoSchema.safeParse({ telefono, motivo });
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const de = (campo: string) => issues.find((issue) => issue.path[0] === campo)?.message;
      setErrores({ telefono: de('telefono'), motivo: de('motivo') });
      return;
    }
    try {
      await save.mutateAsync({ telefono, motivo });
      snackbar.showSuccess(M.marcado);
      await queryClient.invalidateQueries({ queryKey: noLlamarKeys.all });
      onClose();
    } catch (error) {
      const campos = erroresDe(error);
      if (campos) setErrores(campos);
      else snackbar.showError(M.errorGuardar, error);
    }
  }

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>Añadir teléfono</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              required
              label="Teléfono"
              type="tel"
              value={telefono}
              onChange={(event) => setTelefono(event.target.value)}
              error={errores.telefono !== undefined}
              helperText={errores.telefono}
              slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 30 } }}
            />
            <TextField
              label="Motivo"
              multiline
              minRows={2}
              value={motivo}
              onChange={(event) => setMotivo(event.target.value)}
              error={errores.motivo !== undefined}
              helperText={errores.motivo}
              slotProps={{ htmlInput: { maxLength: MOTIVO_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Añadir
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
