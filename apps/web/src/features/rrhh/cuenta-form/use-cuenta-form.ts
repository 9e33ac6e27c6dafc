import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  cuentaCreateSchema,
  cuentaUpdateSchema,
  type Cuenta,
  type CuentaCreate,
  type CuentaUpdate,
} from '@ventas/domain/cuentas/cuenta-form';
import { versionDe } from '../../../components/form-draft/draft-storage';
import { useFormDraft, useRanuraFormulario } from '../../../components/form-draft/use-form-draft';
import { applyServerFieldErrors } from '../../../components/form-fields/server-field-errors';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { SNACKBAR_LONGER_MS } from '../../../config/constants';
import { useSession } from '../../../session/use-session';
import { createCuenta, updateCuenta } from '../api/cuenta-calls';
import { rrhhKeys } from '../api/rrhh-keys';
import { MENSAJES_RRHH, mensajeErrorGuardar } from '../rrhh-messages';
import {
  cuentaValuesOf,
  emptyCuentaValues,
  toCreateInput,
  toUpdateInput,
  type CuentaFormValues,
  type CuentaSaved as Saved,
} from './cuenta-form-values';

/** Never kept in a draft: the passwords, and the IBAN (the API itself only shows it masked). */
const SIN_GUARDAR = ['password', 'password2', 'iban'] as const satisfies readonly (keyof CuentaFormValues)[];

/**
 * The account dialog's form: the domain's create or update schema as resolver (an edit checks and
 * sends only what changed), the server's 400 messages on their fields, SPEC §8's messages. What
 * is typed survives a reload (issue 29 §2), passwords and IBAN excepted.
 */
export function useCuentaForm(cuenta: Cuenta | null, onSaved: () => void) {
  const initial = useMemo(() => (cuenta ? cuentaValuesOf(cuenta) : emptyCuentaValues()), [cuenta]);
  const resolver = useMemo(
    () =>
      cuenta
        ? schemaResolver<CuentaFormValues, Saved>(cuentaUpdateSchema, toUpdateInput(initial))
        : schemaResolver<CuentaFormValues, Saved>(cuentaCreateSchema, toCreateInput),
    [cuenta, initial],
  );
  const form = useForm<CuentaFormValues, unknown, Saved>({ defaultValues: initial, resolver });
  const usuario = useSession().user?.id;
  const ranura = useRanuraFormulario(
    usuario === undefined ? null : { usuario, tipo: 'cuenta', registro: cuenta?.id ?? null },
    initial,
  );
  // An account has no updated time: its values as the form opened stand for its version.
  const base = useMemo(() => (cuenta ? versionDe(cuenta, initial) : null), [cuenta, initial]);
  const borrador = useFormDraft({ form, ranura, defaults: initial, base, sinGuardar: SIN_GUARDAR });
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (data: Saved) =>
      cuenta ? updateCuenta(cuenta.id, data as CuentaUpdate) : createCuenta(data as CuentaCreate),
  });

  const submit = form.handleSubmit(async (data) => {
    try {
      await save.mutateAsync(data);
    } catch (error) {
      const onFields = applyServerFieldErrors(form, error);
      const message = mensajeErrorGuardar(cuenta ? 'edit' : 'create', error);
      // The server's own words are the message: its body is not repeated after it.
      const fromServer = message !== MENSAJES_RRHH.errorGuardar;
      snackbar.showError(message, onFields > 0 || fromServer ? undefined : error, SNACKBAR_LONGER_MS);
      return;
    }
    borrador.descartar();
    snackbar.showSuccess(MENSAJES_RRHH.guardada);
    await queryClient.invalidateQueries({ queryKey: rrhhKeys.all });
    onSaved();
  });

  return { form, submit, saving: save.isPending, borrador };
}
