import Grid from '@mui/material/Grid';
import { useQuery } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import type { ClienteForm } from '@ventas/domain/clientes/cliente-form';
import { comercialesQuery } from '../../api/comerciales-query';
import { useOpciones, useOrigenes } from '../../../../api/initial-options';
import type { ClienteFormValues } from '../../cliente-form/cliente-form-values';
import { DireccionFields } from './direccion-fields';
import { FechaContactoField } from './fecha-contacto-field';
import { FormSelect } from '../../../../components/form-fields/form-select';
import { FormText } from '../../../../components/form-fields/form-text';
import { TelefonosField } from './telefonos-field';

interface ClienteFormFieldsProps {
  form: UseFormReturn<ClienteFormValues, unknown, ClienteForm>;
  disabled: boolean;
  /** A Comercial may only assign to themself or leave unassigned (docs/decisions/ 15). */
  ownComercialOnly: number | null;
  /** The customer's current commercial, in case the list leaves them out. */
  currentComercial?: string;
  /** The saved customer (null while creating): its opted-out phones show no call button. */
  clienteId?: number | null;
}

const NINGUNO = 'Sin indicar';

/** SPEC §3 "Telework customer form". */
export function ClienteFormFields({
  form,
  disabled,
  ownComercialOnly,
  currentComercial,
  clienteId = null,
}: ClienteFormFieldsProps) {
  const { control } = form;
  const opciones = useOpciones();
  const origenes = useOrigenes();
  const comerciales = useQuery(comercialesQuery).data ?? [];
  const comercialOptions = comerciales
    .filter((c) => ownComercialOnly === null || c.id === ownComercialOnly || c.id === 'null')
    .map((c) => ({ value: String(c.id), label: c.nombre_completo }));

  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormText
          control={control}
          name="nombre"
          label="Nombre"
          required
          disabled={disabled}
          autoFocus={!disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormSelect
          control={control}
          name="tipo_documento"
          label="Tipo de documento"
          options={opciones.tipo_documento ?? []}
          emptyLabel={NINGUNO}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormText control={control} name="documento" label="Documento" disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TelefonosField control={control} disabled={disabled} clienteId={clienteId} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }} container spacing={2} sx={{ alignContent: 'flex-start' }}>
        <Grid size={12}>
          <FormText control={control} name="email" label="Email" type="email" disabled={disabled} />
        </Grid>
        <Grid size={12}>
          <FormSelect
            control={control}
            name="origen_bbdd"
            label="Origen BBDD"
            options={origenes.map((o) => ({ value: String(o.id), label: o.nombre }))}
            emptyLabel={NINGUNO}
            disabled={disabled}
          />
        </Grid>
        <Grid size={6}>
          <FormSelect
            control={control}
            name="segmento"
            label="Segmento"
            options={opciones.segmento ?? []}
            emptyLabel={NINGUNO}
            disabled={disabled}
          />
        </Grid>
        <Grid size={6}>
          <FormSelect
            control={control}
            name="isp_actual"
            label="ISP actual"
            options={opciones.isp ?? []}
            emptyLabel={NINGUNO}
            disabled={disabled}
          />
        </Grid>
      </Grid>
      <Grid size={12}>
        <DireccionFields
          control={control}
          setValue={form.setValue}
          getValues={form.getValues}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FechaContactoField control={control} disabled={disabled} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="comercial"
          label="Comercial"
          options={comercialOptions}
          currentLabel={currentComercial}
          disabled={disabled}
        />
      </Grid>
      <Grid size={12}>
        <FormSelect
          control={control}
          name="razon_no_interesado"
          label="Razón no interesado"
          options={opciones.razon_no_interesado ?? []}
          emptyLabel={NINGUNO}
          disabled={disabled}
        />
      </Grid>
      <Grid size={12}>
        <FormText control={control} name="notas" label="Notas" multiline minRows={3} disabled={disabled} />
      </Grid>
    </Grid>
  );
}
