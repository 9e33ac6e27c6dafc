import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef, useState, type FormEvent } from 'react';
import type { Credentials } from '../../../session/session-api';
import { sessionStore } from '../../../session/session-store';
import { loginFailureMessage } from './login-failure-message';
import { LoginField } from './login-field';

// SPEC §5: both fields are required; an invalid form is not sent.
const REQUIRED: Record<keyof Credentials, string> = {
  username: 'Introduzca su Usuario',
  password: 'Introduzca su Contraseña',
};
const FIELDS = ['username', 'password'] as const;

type FieldErrors = Partial<Record<keyof Credentials, string>>;

/** The message of each empty field (an empty string is missing; spaces are typed text). */
export function missingFields(credentials: Credentials): FieldErrors {
  return Object.fromEntries(
    FIELDS.filter((field) => credentials[field] === '').map((field) => [field, REQUIRED[field]]),
  );
}

/**
 * Two required fields, checked in the component itself (react-hook-form was 13.7 KB gzip of the
 * login path, decision 61): on submit every empty field says so and the first one takes the
 * focus; after a submit, a field is checked again as it is typed in.
 */
export function LoginForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const inputs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const read = (): Credentials => ({
    username: inputs.username.current?.value ?? '',
    password: inputs.password.current?.value ?? '',
  });

  function recheck(field: keyof Credentials): void {
    if (!submitted) return;
    const message = missingFields(read())[field];
    setErrors((current) => (current[field] === message ? current : { ...current, [field]: message }));
  }

  async function submit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    const credentials = read();
    const missing = missingFields(credentials);
    setErrors(missing);
    const firstMissing = FIELDS.find((field) => missing[field]);
    if (firstMissing) {
      inputs[firstMissing].current?.focus();
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      // On success the session turns logged in and the route guard leaves /login: for the URL it
      // carries (?next=, app/route-guard/return-target.ts), else the dashboard (SPEC §2).
      await sessionStore.login(credentials);
    } catch (error) {
      setFailure(loginFailureMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <LoginField
        label="Usuario"
        name="username"
        inputRef={inputs.username}
        onChange={() => recheck('username')}
        error={errors.username}
        autoComplete="username"
        autoFocus
      />
      <LoginField
        label="Contraseña"
        name="password"
        type="password"
        inputRef={inputs.password}
        onChange={() => recheck('password')}
        error={errors.password}
        autoComplete="current-password"
      />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        Log In
      </Button>
    </Box>
  );
}
