import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Cuenta } from '@ventas/domain/cuentas/cuenta-form';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
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
 * "Nueva cuenta" and "Editar cuenta": every field of SPEC §3 Account form. Enter saves; Esc and
 * Cancelar ask before they drop changes not saved; a click outside does not throw the input away,
 * nor does a reload (the draft is offered back).
 * Full screen on a phone.
 */
export function CuentaDialog({ cuenta, rolOptions, onClose }: CuentaDialogProps) {
  const { form, submit, saving, borrador } = useCuentaForm(cuenta, onClose);
  return (
    <FormDialog
      title={cuenta ? 'Editar cuenta' : 'Nueva cuenta'}
      subtitle={cuenta?.nombre_completo}
      busy={saving}
      wide
      dirty={form.formState.isDirty}
      borrador={borrador}
      onSubmit={submit}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
