import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { cambioPasswordSchema, type CambioPassword } from '@ventas/domain/cuentas/cambio-password-contract';
import { homeRoute } from '@ventas/domain/permissions/web-navigation';
import { WEB_ROUTES } from '@ventas/domain/permissions/web-routes';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerFieldErrors } from '../../../components/form-fields/server-field-errors';
import { FormText } from '../../../components/form-fields/form-text';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { sessionStore } from '../../../session/session-store';
import { postCambiarPassword } from './api/cambiar-password-call';
import { MENSAJES_CAMBIO_PASSWORD } from './cambiar-password-messages';

const EMPTY: CambioPassword = { password_actual: '', password: '', password2: '' };

/**
 * Current, new and repeated password, checked with the API's own schema; the server's refusals
 * (a wrong current password, a common one) land under their fields. On success the new tokens
 * replace the old, the session reloads and the user's home opens (the dashboard; the platform's
 * Distribuidores, issue 29).
 */
export function CambiarPasswordForm() {
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const form = useForm<CambioPassword>({
    defaultValues: EMPTY,
    resolver: schemaResolver(cambioPasswordSchema, (values) => values),
  });
  const cambio = useMutation({
    mutationFn: async (data: CambioPassword) => sessionStore.passwordChanged(await postCambiarPassword(data)),
  });

  const submit = form.handleSubmit(async (data) => {
    try {
      await cambio.mutateAsync(data);
    } catch (error) {
      const onFields = applyServerFieldErrors(form, error);
      snackbar.showError(MENSAJES_CAMBIO_PASSWORD.error, onFields > 0 ? undefined : error);
      return;
    }
    snackbar.showSuccess(MENSAJES_CAMBIO_PASSWORD.cambiada);
    // Straight home, within the layout: through '/' (outside it) the notice would go with it.
    const { actor } = sessionStore.getSnapshot();
    void navigate(actor ? WEB_ROUTES[homeRoute(actor)].path : '/', { replace: true });
  });

  const busy = cambio.isPending;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <FormText
        control={form.control}
        name="password_actual"
        label="Contraseña actual"
        type="password"
        autoComplete="current-password"
        autoFocus
        disabled={busy}
      />
      <FormText
        control={form.control}
        name="password"
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        helperText={MENSAJES_CAMBIO_PASSWORD.politica}
        disabled={busy}
      />
      <FormText
        control={form.control}
        name="password2"
        label="Repita la nueva contraseña"
        type="password"
        autoComplete="new-password"
        disabled={busy}
      />
      <Button type="submit" variant="contained" size="large" loading={busy}>
        Cambiar contraseña
      </Button>
    </Box>
  );
}
