import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  datosLegalesUpdateSchema,
  type DatosLegales,
  type DatosLegalesUpdate,
} from '@ventas/domain/distribuidores/datos-legales';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../components/form-fields/server-field-errors';
import { schemaResolver } from '../../../components/schema-resolver/schema-resolver';
import { SettingsSection } from '../../../components/settings-section/settings-section';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { datosLegalesQuery, guardarDatosLegales } from './datos-legales-api';
import {
  DatosLegalesFields,
  valoresDatosLegales,
  type DatosLegalesValores,
} from '../../sistema/sistema.public';

export const TEXTOS_DATOS_LEGALES = {
  titulo: 'Datos legales del distribuidor',
  explicacion:
    'La razón social, el CIF/NIF y la dirección figuran en la cabecera de las ofertas que firman sus clientes. Los datos que deje en blanco no se imprimen.',
  cargando: 'Cargando los datos legales',
  errorCarga: 'No se han podido cargar los datos legales.',
  guardado: 'Datos legales guardados',
  errorGuardar: 'Error al guardar los datos legales',
} as const;

/**
 * /ManagementBase · Datos legales (issue 29 §5; Admin and above of a distributor): its legal
 * name, CIF/NIF and address, which the offer document prints.
 */
export function DatosLegalesTab() {
  return (
    <SettingsSection textos={TEXTOS_DATOS_LEGALES} query={useQuery(datosLegalesQuery)}>
      {(datos) => <DatosLegalesForm datos={datos} />}
    </SettingsSection>
  );
}

function DatosLegalesForm({ datos }: { datos: DatosLegales }) {
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const form = useForm<DatosLegalesValores, unknown, DatosLegalesUpdate>({
    defaultValues: valoresDatosLegales(datos),
    resolver: schemaResolver(datosLegalesUpdateSchema, (values: DatosLegalesValores) => values),
  });
  const save = useMutation({ mutationFn: guardarDatosLegales });
  const submit = form.handleSubmit(async (cambios) => {
    try {
      const saved = await save.mutateAsync(cambios);
      queryClient.setQueryData(datosLegalesQuery.queryKey, saved);
      form.reset(valoresDatosLegales(saved));
    } catch (error) {
      const enCampos = applyServerFieldErrors(form, error);
      snackbar.showError(TEXTOS_DATOS_LEGALES.errorGuardar, enCampos > 0 ? undefined : error);
      return;
    }
    snackbar.showSuccess(TEXTOS_DATOS_LEGALES.guardado);
  });
  const { isDirty } = form.formState;
  return (
    <form noValidate aria-label={TEXTOS_DATOS_LEGALES.titulo} onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        <DatosLegalesFields control={form.control} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            disabled={!isDirty || save.isPending}
            onClick={() => form.reset(valoresDatosLegales(datos))}
          >
            Deshacer cambios
          </Button>
          <Button type="submit" variant="contained" disabled={!isDirty || save.isPending}>
            Guardar
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
