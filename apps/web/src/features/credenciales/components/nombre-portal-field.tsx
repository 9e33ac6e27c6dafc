import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import type { CredencialInput } from '@ventas/domain/credenciales/credenciales-contract';
import { FormText } from '../../../components/form-fields/form-text';
import type { ProveedorPortal } from '../api/proveedores-portal';
import type { CredencialValues } from './credencial-form-values';

interface NombrePortalFieldProps {
  control: Control<CredencialValues, unknown, CredencialInput>;
  proveedores: readonly ProveedorPortal[];
}

/**
 * The portal's name. The adapters use the credential named as the provider's slug (decision 170),
 * which an admin cannot guess: with providers, the slugs are offered and said under the field.
 * Any other name stays allowed (a portal the staff only keeps the login of).
 */
export function NombrePortalField({ control, proveedores }: NombrePortalFieldProps) {
  if (proveedores.length === 0)
    return <FormText control={control} name="nombre_portal" label="Portal" required autoFocus />;
  const slugs = proveedores.map((p) => p.slug);
  const ayuda = `Para que la app consulte al operador, use el nombre del proveedor: ${slugs.join(', ')}`;
  return (
    <Controller
      control={control}
      name="nombre_portal"
      render={({ field, fieldState }) => (
        <Autocomplete
          freeSolo
          forcePopupIcon
          size="small"
          options={slugs}
          // The typed text is the value: a suggestion only fills it in.
          inputValue={field.value}
          onInputChange={(_event, value) => field.onChange(value)}
          onChange={(_event, value) => field.onChange(value ?? '')}
          renderOption={({ key, ...props }, slug) => (
            <li key={key} {...props}>
              {`${slug} — ${proveedores.find((p) => p.slug === slug)?.descripcion ?? ''}`}
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Portal"
              required
              autoFocus
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? ayuda}
            />
          )}
          clearText="Borrar"
          openText="Abrir"
          closeText="Cerrar"
          noOptionsText="Sin sugerencias"
        />
      )}
    />
  );
}
