import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  correoDistribuidorUpdateSchema,
  type CorreoDistribuidor,
  type CorreoDistribuidorUpdate,
} from '@ventas/domain/ofertas/envio-correo-contract';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../components/form-fields/server-field-errors';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { correoSalienteQuery, guardarCorreoSaliente } from './correo-saliente-api';
import { TEXTOS_CORREO_SALIENTE as TEXTOS } from './correo-saliente-messages';
import { CorreoSalientePlantillaFields } from './correo-saliente-plantilla-fields';
import { CorreoSalienteServidorFields } from './correo-saliente-servidor-fields';
import {
  aCorreoSaliente,
  valoresCorreoSaliente,
  type CorreoSalienteValores,
} from './correo-saliente-valores';

/**
 * The server, then the template; a save answers the settings as stored (whether a password is
 * kept included), which the form shows from then on, its password box empty again.
 */
export function CorreoSalienteForm({ datos }: { datos: CorreoDistribuidor }) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const form = useForm<CorreoSalienteValores, unknown, CorreoDistribuidorUpdate>({
    defaultValues: valoresCorreoSaliente(datos),
    resolver: schemaResolver(correoDistribuidorUpdateSchema, aCorreoSaliente),
  });
  const save = useMutation({ mutationFn: guardarCorreoSaliente });
  const submit = form.handleSubmit(async (cambios) => {
    try {
      const saved = await save.mutateAsync(cambios);
      queryClient.setQueryData(correoSalienteQuery.queryKey, saved);
      form.reset(valoresCorreoSaliente(saved));
    } catch (error) {
      const enCampos = applyServerFieldErrors(form, error);
      snackbar.showError(TEXTOS.errorGuardar, enCampos > 0 ? undefined : error);
      return;
    }
    snackbar.showSuccess(TEXTOS.guardado);
  });
  const { isDirty } = form.formState;
  return (
    <form noValidate aria-label={TEXTOS.titulo} onSubmit={(event) => void submit(event)}>
      <Stack spacing={3}>
        <CorreoSalienteServidorFields
          control={form.control}
          passwordGuardada={datos.smtp?.password_guardada ?? false}
        />
        <CorreoSalientePlantillaFields control={form.control} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            disabled={!isDirty || save.isPending}
            onClick={() => form.reset(valoresCorreoSaliente(datos))}
          >
            {TEXTOS.deshacer}
          </Button>
          <Button type="submit" variant="contained" disabled={!isDirty || save.isPending}>
            {TEXTOS.guardar}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
