import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  SEGURIDADES_SMTP,
  type CorreoDistribuidorUpdate,
} from '@ventas/domain/ofertas/envio-correo-contract';
import type { Control } from 'react-hook-form';
import { FormSelect } from '../../../components/form-fields/form-select';
import { FormText } from '../../../components/form-fields/form-text';
import { ETIQUETAS_SEGURIDAD, TEXTOS_CORREO_SALIENTE as TEXTOS } from './correo-saliente-messages';
import type { CorreoSalienteValores } from './correo-saliente-valores';

const OPCIONES_SEGURIDAD = SEGURIDADES_SMTP.map((value) => ({ value, label: ETIQUETAS_SEGURIDAD[value] }));

interface CorreoSalienteServidorFieldsProps {
  control: Control<CorreoSalienteValores, unknown, CorreoDistribuidorUpdate>;
  /** Whether a password is stored: then an empty box keeps it. */
  passwordGuardada: boolean;
}

/** The SMTP server, its sign-in and the sender; two to a row, one a row on a phone. */
export function CorreoSalienteServidorFields({
  control,
  passwordGuardada,
}: CorreoSalienteServidorFieldsProps) {
  const mitad = { xs: 12, sm: 6 };
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Typography variant="subtitle1" component="h3">
          {TEXTOS.servidor}
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormText control={control} name="smtp.host" label={TEXTOS.host} required autoComplete="off" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormText
          control={control}
          name="smtp.puerto"
          label={TEXTOS.puerto}
          required
          helperText={TEXTOS.puertoAyuda}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={mitad}>
        <FormSelect
          control={control}
          name="smtp.seguridad"
          label={TEXTOS.seguridad}
          options={OPCIONES_SEGURIDAD}
          required
        />
      </Grid>
      <Grid size={mitad}>
        <FormText
          control={control}
          name="smtp.usuario"
          label={TEXTOS.usuario}
          helperText={TEXTOS.usuarioAyuda}
          autoComplete="off"
        />
      </Grid>
      <Grid size={mitad}>
        <FormText
          control={control}
          name="smtp.password"
          label={TEXTOS.password}
          type="password"
          // Not the browser's saved password of this app: the mail server's own.
          autoComplete="new-password"
          helperText={passwordGuardada ? TEXTOS.passwordGuardada : TEXTOS.passwordSinGuardar}
        />
      </Grid>
      <Grid size={mitad}>
        <FormText
          control={control}
          name="smtp.remitente_email"
          label={TEXTOS.remitenteEmail}
          type="email"
          required
          autoComplete="off"
        />
      </Grid>
      <Grid size={12}>
        <FormText control={control} name="smtp.remitente_nombre" label={TEXTOS.remitenteNombre} required />
      </Grid>
    </Grid>
  );
}
