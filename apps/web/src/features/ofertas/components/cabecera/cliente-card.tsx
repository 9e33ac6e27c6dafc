import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { MAX_TELEFONOS } from '@ventas/domain/clientes/cliente-form';
import type { ClienteRecord } from '../../../clientes/clientes.public';
import { FormText } from '../../../../components/form-fields/form-text';
import type { OfertaControl } from '../../form/oferta-form-types';
import { TelefonosInput } from '../fields/telefonos-input';

interface ClienteCardProps {
  record: ClienteRecord;
  control: OfertaControl;
  /** A phone the last save found in another customer's list, and took out of this one (SPEC §8). */
  telefonoQuitado: string | null;
}

/** The customer the offer is for; phones and address are edited here and saved with the offer. */
export function ClienteCard({ record, control, telefonoQuitado }: ClienteCardProps) {
  const headingId = useId();
  const documento = [record.tipo_documento, record.documento].filter(Boolean).join(' ');
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1.5, mb: 1.5 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {record.nombre}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {documento || 'Sin documento'}
          {record.email ? ` · ${record.email}` : ''}
        </Typography>
      </Box>
      {telefonoQuitado && (
        <Alert severity="warning" sx={{ mb: 1.5 }}>
          {`El teléfono ${telefonoQuitado} es de otro cliente: se ha quitado de los teléfonos de este. Guarde de nuevo.`}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            xl: 'minmax(0, 2fr) minmax(0, 2fr) minmax(0, 1fr) minmax(0, 2fr)',
          },
        }}
      >
        <Controller
          control={control}
          name="cliente.telefonos_contacto"
          render={({ field, fieldState }) => (
            <TelefonosInput
              label="Teléfonos del cliente"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              max={MAX_TELEFONOS}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormText control={control} name="cliente.direccion.direccion" label="Dirección" />
        <FormText
          control={control}
          name="cliente.direccion.cp"
          label="CP"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
        />
        <FormText control={control} name="cliente.direccion.localidad" label="Localidad" />
      </Box>
    </Paper>
  );
}
