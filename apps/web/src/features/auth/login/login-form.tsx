import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Credentials } from '../../../session/session-api';
import { sessionStore } from '../../../session/session-store';
import { loginFailureMessage } from './login-failure-message';
import { LoginField } from './login-field';

// SPEC §5: both fields are required; an invalid form is not sent.
const USERNAME_REQUIRED = 'Introduzca su Usuario';
const PASSWORD_REQUIRED = 'Introduzca su Contraseña';

export function LoginForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ defaultValues: { username: '', password: '' } });

  async function submit(credentials: Credentials): Promise<void> {
    setFailure(null);
    try {
      // On success the session turns logged in and the route guard leaves /login: for the URL it
      // carries (?next=, app/route-guard/return-target.ts), else the dashboard (SPEC §2).
      await sessionStore.login(credentials);
    } catch (error) {
      setFailure(loginFailureMessage(error));
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(submit)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <LoginField
        label="Usuario"
        registration={register('username', { required: USERNAME_REQUIRED })}
        error={errors.username?.message}
        autoComplete="username"
        autoFocus
      />
      <LoginField
        label="Contraseña"
        type="password"
        registration={register('password', { required: PASSWORD_REQUIRED })}
        error={errors.password?.message}
        autoComplete="current-password"
      />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
        Log In
      </Button>
    </Box>
  );
}
