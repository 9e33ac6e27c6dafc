import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { LoginForm } from './login-form';
import { LogoutReasonNotice } from './logout-reason-notice';
import { TenantLogo } from './tenant-logo';

/** SPEC §2: /login has no top bar, drawer or bottom bar (it is outside the app layout route). */
export function LoginScreen() {
  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'grey.100' }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 3, p: 4 }}>
          <TenantLogo />
          <LogoutReasonNotice />
          <LoginForm />
        </CardContent>
      </Card>
    </Box>
  );
}
