import MyLocationIcon from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useMutation } from '@tanstack/react-query';
import type { FormEventHandler } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormText } from '../../../components/form-fields/form-text';
import { geocodificar, type ConsultaC } from '../api/cobertura-calls';
import { MENSAJES_COBERTURA } from '../cobertura-messages';
import { coordenadaComoTexto, type CFormValues } from '../model/cobertura-form';
import { ConsultaForm } from './consulta-form';

interface CFormFieldsProps {
  slug: string;
  form: UseFormReturn<CFormValues, unknown, Omit<ConsultaC, 'intento'>>;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

/** Provider C's six fields, and the geocoding that fills latitude and longitude. */
export function CFormFields({ slug, form, onSubmit }: CFormFieldsProps) {
  const geocoding = useMutation({
    mutationFn: (values: CFormValues) => geocodificar(slug, values),
    onSuccess: (punto) => {
      form.setValue('lat', coordenadaComoTexto(punto.lat), { shouldValidate: true });
      form.setValue('lng', coordenadaComoTexto(punto.lng), { shouldValidate: true });
    },
  });
  const obtener = async () => {
    // Geocoding needs the address and postal code; the rest helps when given.
    if (await form.trigger(['direccion', 'cp'])) geocoding.mutate(form.getValues());
  };
  const { control } = form;
  return (
    <>
      <ConsultaForm
        label="Consulta con coordenadas"
        onSubmit={onSubmit}
        columnas="repeat(2, minmax(0, 1fr))"
        acciones={
          <Button
            variant="outlined"
            onClick={() => void obtener()}
            disabled={geocoding.isPending}
            startIcon={
              geocoding.isPending ? <CircularProgress size={16} color="inherit" /> : <MyLocationIcon />
            }
          >
            Obtener coordenadas
          </Button>
        }
      >
        <FormText control={control} name="direccion" label="Dirección" autoComplete="street-address" />
        <FormText
          control={control}
          name="cp"
          label="Código postal"
          autoComplete="postal-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
        />
        <FormText control={control} name="localidad" label="Localidad" autoComplete="address-level2" />
        <FormText control={control} name="provincia" label="Provincia" autoComplete="address-level1" />
        <FormText control={control} name="lat" label="Latitud" helperText="Opcional" slotProps={COORDENADA} />
        <FormText
          control={control}
          name="lng"
          label="Longitud"
          helperText="Opcional"
          slotProps={COORDENADA}
        />
      </ConsultaForm>
      {geocoding.isError && (
        // SPEC §8 "Silent failures": no snackbar, a neutral line; the button asks again.
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {`${MENSAJES_COBERTURA.noDisponible}: no se han podido obtener las coordenadas`}
        </Alert>
      )}
    </>
  );
}

const COORDENADA = { htmlInput: { inputMode: 'decimal' } } as const;
