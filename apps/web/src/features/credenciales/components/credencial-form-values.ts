import type { Credencial, CredencialForm } from '@ventas/domain/credenciales/credenciales-contract';
import type { FormTextValues } from '../../../components/form-fields/form-text-values';

/** What the form edits: the body's texts, and for stored secrets whether to remove them. */
export type CredencialValues = FormTextValues<CredencialForm> & {
  quitar_password: boolean;
  quitar_cookie: boolean;
};

export const credencialValues = (row: Credencial | null): CredencialValues => ({
  nombre_portal: row?.nombre_portal ?? '',
  url: row?.url ?? '',
  username: row?.username ?? '',
  password: '',
  cookie: '',
  quitar_password: false,
  quitar_cookie: false,
});

/**
 * The API body: the secrets are write-only, so an empty box means "unchanged" (left out of the
 * body); "Quitar" sends null, which clears the stored one.
 */
export function credencialBody(values: CredencialValues): CredencialForm {
  const secret = (value: string, quitar: boolean) => (quitar ? null : value === '' ? undefined : value);
  const body: CredencialForm = {
    nombre_portal: values.nombre_portal,
    url: values.url,
    username: values.username,
  };
  const password = secret(values.password, values.quitar_password);
  const cookie = secret(values.cookie, values.quitar_cookie);
  if (password !== undefined) body.password = password;
  if (cookie !== undefined) body.cookie = cookie;
  return body;
}
