import UploadIcon from '@mui/icons-material/Upload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DistribuidorAdmin } from '@ventas/domain/distribuidores/distribuidores-contract';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { quitarLogo } from '../api/quitar-logo';
import { sistemaKeys } from '../api/sistema-keys';
import { subirLogo } from '../api/subir-logo';
import { LOGO_TYPES } from '@ventas/domain/distribuidores/logo';
import { logoFileProblem } from '../model/logo-file';
import { MENSAJES_TENANT } from '../sistema-messages';
import { DistribuidorLogo } from './distribuidor-logo';

/**
 * The login page's logo (SPEC §2): the current one, a file to upload (PNG, JPEG or SVG up to
 * 256 KiB, checked here before sending; the API checks again and sanitises SVG) or none.
 */
export function LogoDialog({
  distribuidor,
  onClose,
}: {
  distribuidor: DistribuidorAdmin;
  onClose: () => void;
}) {
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [problema, setProblema] = useState<string | null>(null);
  const cambiar = useMutation({
    mutationFn: (file: File | null) =>
      file ? subirLogo(distribuidor.id, file) : quitarLogo(distribuidor.id),
    onSuccess: (_nada, file) => {
      snackbar.showSuccess(file ? MENSAJES_TENANT.logoSubido : MENSAJES_TENANT.logoQuitado);
      void queryClient.invalidateQueries({ queryKey: sistemaKeys.distribuidores });
      onClose();
    },
    onError: (error) => snackbar.showError(MENSAJES_TENANT.errorLogo, error),
  });
  const elegir = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const motivo = logoFileProblem(file);
    setProblema(motivo);
    if (!motivo) cambiar.mutate(file);
  };
  return (
    <Dialog open onClose={cambiar.isPending ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Logo de {distribuidor.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <DistribuidorLogo distribuidor={distribuidor} size={96} />
          {!distribuidor.logo_url && (
            <Typography>Sin logo: la entrada muestra el de la aplicación.</Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            PNG, JPEG o SVG de 256 KiB como máximo.
          </Typography>
          {problema && <Alert severity="error">{problema}</Alert>}
          {/* A plain button opens the picker, so the keyboard reaches it as any other button. */}
          <input
            ref={input}
            type="file"
            hidden
            aria-label="Archivo del logo"
            accept={LOGO_TYPES.join(',')}
            onChange={elegir}
          />
          <Button
            variant="outlined"
            startIcon={<UploadIcon />}
            disabled={cambiar.isPending}
            onClick={() => input.current?.click()}
          >
            Subir un logo
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        {distribuidor.logo_url && (
          <Button
            color="error"
            disabled={cambiar.isPending}
            onClick={() => cambiar.mutate(null)}
            sx={{ mr: 'auto' }}
          >
            Quitar el logo
          </Button>
        )}
        <Button onClick={onClose} disabled={cambiar.isPending}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
