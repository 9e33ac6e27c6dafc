import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { COMUNICADO_LIMITES, type ComunicadoForm } from '@ventas/domain/cuentas/comunicado-admin-contract';
import { COMUNICADO_PRIORIDADES } from '@ventas/domain/cuentas/cuentas-contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormSelect } from '../../../components/form-fields/form-select';
import { FormText } from '../../../components/form-fields/form-text';
import { resolverComunicado, VALORES_INICIALES, type ValoresComunicado } from './comunicado-valores';
import { DestinoFields } from './destino-fields';
import { useEnviarComunicado } from './use-comunicados-admin';

const PRIORIDADES = Object.entries(COMUNICADO_PRIORIDADES).map(([value, label]) => ({ value, label }));

/** "Nuevo comunicado": title, body (plain text), priority and who receives it. */
export function NuevoComunicadoDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const form = useForm<ValoresComunicado, unknown, ComunicadoForm>({
    defaultValues: VALORES_INICIALES,
    resolver: resolverComunicado,
  });
  const { enviar, enviando } = useEnviarComunicado(form, onClose);
  return (
    <Dialog
      open
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      onClose={enviando ? undefined : onClose}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Nuevo comunicado</DialogTitle>
      <form noValidate onSubmit={(event) => void enviar(event)}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormText
              control={form.control}
              name="message_title"
              label="Título"
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: COMUNICADO_LIMITES.titulo } }}
            />
            <FormText
              control={form.control}
              name="message_body"
              label="Mensaje"
              required
              multiline
              minRows={4}
              maxRows={12}
              helperText="Texto sin formato; los saltos de línea se conservan."
              slotProps={{ htmlInput: { maxLength: COMUNICADO_LIMITES.cuerpo } }}
            />
            <FormSelect
              control={form.control}
              name="priority"
              label="Prioridad"
              options={PRIORIDADES}
              required
            />
            <DestinoFields control={form.control} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={enviando}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={enviando}>
            Enviar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
