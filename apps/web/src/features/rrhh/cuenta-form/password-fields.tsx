import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN } from '@ventas/domain/cuentas/cuenta-form';
import { FormText } from '../../../components/form-fields/form-text';
import type { CuentaControl } from './cuenta-form-values';

/**
 * The initial password on create (required: the user is asked to change it at first login), or
 * an optional reset on edit. Typed twice; the domain's policy checks it.
 */
export function PasswordFields({ control, creating }: { control: CuentaControl; creating: boolean }) {
  const input = { htmlInput: { autoComplete: 'new-password' } };
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Typography variant="body2" color="text.secondary">
          {creating
            ? `Contraseña inicial (mínimo ${PASSWORD_MIN} caracteres): se le pedirá cambiarla al entrar.`
            : 'Restablecer contraseña: déjela en blanco para no cambiarla.'}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText
          control={control}
          name="password"
          type="password"
          label={creating ? 'Contraseña inicial' : 'Nueva contraseña'}
          required={creating}
          slotProps={input}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormText
          control={control}
          name="password2"
          type="password"
          label="Repita la contraseña"
          required={creating}
          slotProps={input}
        />
      </Grid>
    </Grid>
  );
}
