import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { estadoCuentaLabel } from '@ventas/domain/cuentas/account-constants';
import { isRoleId, ROLE_NAMES } from '@ventas/domain/permissions/roles';
import type { Comercial } from '@ventas/domain/telework/comerciales-contract';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { comercialesQuery } from '../../clientes/clientes.public';
import type { ControlComunicado } from './comunicado-valores';

const detalle = (cuenta: Comercial) =>
  [isRoleId(cuenta.rol) ? ROLE_NAMES[cuenta.rol] : '', estadoCuentaLabel(cuenta.estado)].join(' · ');

/** The distributor's accounts (GET /api/comerciales/), searchable by name, several at once. */
export function PersonasAutocomplete({ control }: { control: ControlComunicado }) {
  const comerciales = useQuery(comercialesQuery);
  // 'Por asignar' closes that list: it is no account.
  const cuentas = useMemo(
    () => (comerciales.data ?? []).filter((row): row is Comercial => typeof row.id === 'number'),
    [comerciales.data],
  );
  const porId = useMemo(() => new Map(cuentas.map((cuenta) => [cuenta.id, cuenta])), [cuentas]);
  return (
    <Controller
      control={control}
      name="receivers"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          size="small"
          autoHighlight
          filterSelectedOptions
          loading={comerciales.isPending}
          loadingText="Cargando las cuentas…"
          noOptionsText={
            comerciales.isError ? 'No se pudieron cargar las cuentas' : 'Ninguna cuenta coincide'
          }
          options={cuentas.map((cuenta) => cuenta.id)}
          value={field.value}
          onChange={(_event, ids) => field.onChange(ids)}
          onBlur={field.onBlur}
          getOptionLabel={(id) => porId.get(id)?.nombre_completo ?? `#${id}`}
          renderOption={({ key, ...optionProps }, id) => (
            <li key={key} {...optionProps}>
              {porId.get(id)?.nombre_completo ?? `#${id}`}
              <span style={{ marginLeft: 8, opacity: 0.7, fontSize: '0.8em' }}>
                {porId.has(id) ? detalle(porId.get(id)!) : ''}
              </span>
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label="Destinatarios"
              error={fieldState.error !== undefined}
              helperText={fieldState.error?.message ?? 'Escriba para buscar por nombre'}
            />
          )}
        />
      )}
    />
  );
}
