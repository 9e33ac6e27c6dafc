import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { GerenciaFilters } from '@ventas/domain/gerencia/gerencia-filters-contract';

type Opcion = GerenciaFilters['comerciales'][number];

interface ComercialPickerDashboardProps {
  opciones: readonly Opcion[];
  elegido: number | null;
  /** What an empty pick shows: 'Mi equipo' or 'Todos los comerciales'. */
  porDefecto: string;
  onChange: (id: number | null) => void;
}

/**
 * A Manager narrows the dashboard to one commercial (issue 15); clearing it goes back to their
 * team (or the whole tenant). Typed to search: a tenant can have hundreds of accounts.
 */
export function ComercialPickerDashboard({
  opciones,
  elegido,
  porDefecto,
  onChange,
}: ComercialPickerDashboardProps) {
  const valor = opciones.find((opcion) => opcion.id === elegido) ?? null;
  return (
    <Autocomplete
      size="small"
      options={opciones}
      value={valor}
      onChange={(_event, opcion) => onChange(opcion?.id ?? null)}
      getOptionLabel={(opcion) => opcion.nombre}
      getOptionKey={(opcion) => opcion.id}
      isOptionEqualToValue={(opcion, otra) => opcion.id === otra.id}
      noOptionsText="Sin opciones"
      clearText="Borrar"
      openText="Abrir"
      closeText="Cerrar"
      sx={{ minWidth: 260 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Comercial"
          placeholder={porDefecto}
          slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}
