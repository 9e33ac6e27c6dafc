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
  TUTORIAL_MAX,
  tutorialFormSchema,
  type Tutorial,
  type TutorialInput,
} from '@ventas/domain/tutoriales/tutoriales-contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormText } from '../../../components/form-fields/form-text';
import { applyServerFieldErrors } from '../../../components/form-fields/server-field-errors';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { SNACKBAR_LONGER_MS } from '../../../config/constants';
import { createTutorial, TUTORIALES_KEY, updateTutorial } from '../api/tutoriales-calls';
import { MENSAJES_TUTORIALES } from '../tutoriales-messages';

type Valores = { titulo: string; descripcion: string; video_url: string };

/** Add (no `tutorial`) or edit one; the domain's schema checks it, the server's 400 lands on the fields. */
export function TutorialDialog({ tutorial, onClose }: { tutorial: Tutorial | null; onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const form = useForm<Valores, unknown, TutorialInput>({
    defaultValues: {
      titulo: tutorial?.titulo ?? '',
      descripcion: tutorial?.descripcion ?? '',
      video_url: tutorial?.video_url ?? '',
    },
    resolver: schemaResolver(tutorialFormSchema, (valores) => valores),
  });
  const save = useMutation({
    mutationFn: (data: TutorialInput) =>
      tutorial ? updateTutorial(tutorial.id, data) : createTutorial(data),
  });

  const submit = form.handleSubmit(async (data) => {
    try {
      await save.mutateAsync(data);
    } catch (error) {
      const onFields = applyServerFieldErrors(form, error);
      const message = tutorial ? MENSAJES_TUTORIALES.errorEditar : MENSAJES_TUTORIALES.errorCrear;
      snackbar.showError(message, onFields > 0 ? undefined : error, SNACKBAR_LONGER_MS);
      return;
    }
    snackbar.showSuccess(tutorial ? MENSAJES_TUTORIALES.editado : MENSAJES_TUTORIALES.creado);
    void queryClient.invalidateQueries({ queryKey: TUTORIALES_KEY });
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
        <DialogTitle id={titleId}>{tutorial ? 'Editar tutorial' : 'Añadir tutorial'}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <FormText
              control={form.control}
              name="titulo"
              label="Título"
              required
              autoFocus
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: TUTORIAL_MAX.titulo } }}
            />
            <FormText
              control={form.control}
              name="video_url"
              label="Enlace al vídeo"
              required
              type="url"
              placeholder="https://"
              helperText="Dirección completa del vídeo (https://…); se abrirá en una pestaña nueva."
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: TUTORIAL_MAX.videoUrl, inputMode: 'url' } }}
            />
            <FormText
              control={form.control}
              name="descripcion"
              label="Descripción"
              multiline
              minRows={3}
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: TUTORIAL_MAX.descripcion } }}
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
