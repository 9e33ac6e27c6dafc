import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control } from 'react-hook-form';
import type { TiendaComercial, TiendaForm } from '@ventas/domain/tiendas/tienda-contract';
import { comercialesQuery } from '../../clientes/clientes.public';
import type { TiendaValues } from './tienda-form-values';

/**
 * The store's commercials: TIENDA-type accounts of GET /api/comerciales/ (the list every
 * assignment uses), plus those already in the store whatever they are now (so a save keeps them
 * unless removed). Choosing one who works elsewhere moves them here on save.
 */
export function ComercialesTiendaSelect(props: {
  control: Control<TiendaValues, unknown, TiendaForm>;
  actuales: readonly TiendaComercial[];
  disabled?: boolean;
}) {
  const comerciales = useQuery(comercialesQuery);
  const opciones = new Map<number, string>(props.actuales.map((c) => [c.id, c.nombre]));
  for (const cuenta of comerciales.data ?? [])
    if (typeof cuenta.id === 'number' && cuenta.tipo_comercial === 'TIENDA')
      opciones.set(cuenta.id, cuenta.nombre_completo);
  const ids = [...opciones.keys()];
  return (
    <Controller
      control={props.control}
      name="comerciales"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          disabled={props.disabled}
          options={ids}
          value={field.value}
          loading={comerciales.isPending}
          loadingText="Cargando comerciales…"
          noOptionsText="No hay comerciales de tipo TIENDA"
          getOptionLabel={(id) => opciones.get(id) ?? `Cuenta ${id}`}
          onChange={(_event, value) => field.onChange(value)}
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label="Comerciales"
              inputRef={field.ref}
              onBlur={field.onBlur}
              error={fieldState.error !== undefined}
              helperText={
                fieldState.error?.message ??
                (comerciales.isError
                  ? 'No se han podido cargar los comerciales'
                  : 'Comerciales de tipo TIENDA; quien trabaje en otra tienda pasará a esta')
              }
            />
          )}
        />
      )}
    />
  );
}
