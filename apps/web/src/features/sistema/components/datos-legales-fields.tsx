import Grid from '@mui/material/Grid';
import { DATOS_LEGALES_LIMITES, type DatosLegales } from '@ventas/domain/distribuidores/datos-legales';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormText } from '../../../components/form-fields/form-text';

/** The form's values: every field a string, blank meaning unset. */
export type DatosLegalesValores = { [K in keyof DatosLegales]: string };

/** The stored data as the form edits it (null as blank). */
export const valoresDatosLegales = (datos: Partial<DatosLegales>): DatosLegalesValores => ({
  razon_social: datos.razon_social ?? '',
  cif: datos.cif ?? '',
  direccion: datos.direccion ?? '',
  codigo_postal: datos.codigo_postal ?? '',
  localidad: datos.localidad ?? '',
});

/**
 * The distributor's legal name, CIF/NIF and postal address (issue 29 §5: printed on its offers),
 * in any form whose values hold them under the contract's names.
 */
export function DatosLegalesFields<T extends FieldValues & DatosLegalesValores, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  const name = (key: keyof DatosLegales) => key as Path<T>;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormText
          control={control}
          name={name('razon_social')}
          label="Razón social"
          slotProps={{ htmlInput: { maxLength: DATOS_LEGALES_LIMITES.razonSocial } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormText
          control={control}
          name={name('cif')}
          label="CIF/NIF"
          helperText="Por ejemplo, B12345674"
          slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters' } }}
        />
      </Grid>
      <Grid size={12}>
        <FormText
          control={control}
          name={name('direccion')}
          label="Dirección"
          autoComplete="street-address"
          slotProps={{ htmlInput: { maxLength: DATOS_LEGALES_LIMITES.direccion } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormText
          control={control}
          name={name('codigo_postal')}
          label="Código postal"
          autoComplete="postal-code"
          slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormText
          control={control}
          name={name('localidad')}
          label="Localidad"
          slotProps={{ htmlInput: { maxLength: DATOS_LEGALES_LIMITES.localidad } }}
        />
      </Grid>
    </Grid>
  );
}
