import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { OPEN_ROUTES } from '@ventas/domain/permissions/web-routes';
import { Link as RouterLink } from 'react-router';
import { mustChangePassword } from '../../../session/session-store';
import { useSession } from '../../../session/use-session';
import { MENSAJES_CAMBIO_PASSWORD } from './cambiar-password-messages';
import { CambiarPasswordForm } from './cambiar-password-form';

/**
 * Issue 16: /cambiar-password. Required after an Admin set the password (the guard holds the user
 * here and the layout shows no menus, whose calls would answer 403); anyone may also come from
 * the user menu.
 */
export function CambiarPasswordScreen() {
  const obligatorio = mustChangePassword(useSession());
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: { xs: 1, sm: 4 } }}>
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: { xs: 2, sm: 4 } }}>
          <Typography variant="h5" component="h1">
            Cambiar contraseña
          </Typography>
          {obligatorio && <Alert severity="info">{MENSAJES_CAMBIO_PASSWORD.obligatorio}</Alert>}
          <CambiarPasswordForm />
          {obligatorio && (
            <Link component={RouterLink} to={OPEN_ROUTES.logout} sx={{ alignSelf: 'center' }}>
              Cerrar sesión
            </Link>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
