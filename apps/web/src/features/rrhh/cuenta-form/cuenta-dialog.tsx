import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import type { Cuenta } from '@ventas/domain/cuentas/cuenta-form';
import type { Option } from '../../../lib/option';
import { DatosFields } from './datos-fields';
import { DireccionFields } from './direccion-fields';
import { LaboralFields } from './laboral-fields';
import { PasswordFields } from './password-fields';
import { useCuentaForm } from './use-cuenta-form';

interface CuentaDialogProps {
  /** The account to edit, or null for "Nueva cuenta". */
  cuenta: Cuenta | null;
  rolOptions: readonly Option[];
  onClose: () => void;
}

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mb: 3 }}>
    <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/**
 * "Nueva cuenta" and "Editar cuenta": every field of SPEC §3 Account form. Enter saves, Esc closes;
 * a click outside does not throw the input away. Full screen on a phone.
 */
export function CuentaDialog({ cuenta, rolOptions, onClose }: CuentaDialogProps) {
  const { form, submit, saving } = useCuentaForm(cuenta, onClose);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick' && !saving) onClose();
      }}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId}>
          {cuenta ? 'Editar cuenta' : 'Nueva cuenta'}
          {cuenta && (
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {cuenta.nombre_completo}
            </Typography>
          )}
        </DialogTitle>
        <DialogContent dividers>
          <Section title="Datos personales">
            <DatosFields control={form.control} setValue={form.setValue} />
          </Section>
          <Section title="Datos laborales">
            <LaboralFields control={form.control} rolOptions={rolOptions} ibanActual={cuenta?.iban ?? null} />
          </Section>
          <Section title="Dirección">
            <DireccionFields form={form} />
          </Section>
          <Divider sx={{ mb: 2 }} />
          <PasswordFields control={form.control} creating={cuenta === null} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit" disabled={saving}>
            Cancelar
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Guardar
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
