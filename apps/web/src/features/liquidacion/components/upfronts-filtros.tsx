import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ELEMENTO_LABELS } from '@ventas/domain/liquidacion/liquidacion-contract';
import { DebouncedTextField } from '../../../components/debounced-text-field/debounced-text-field';
import type { UpfrontsFiltros } from '../api/lista-upfronts-query';

const TODOS = '';

interface Props {
  filtros: UpfrontsFiltros;
  familias: Array<{ id: number; nombre: string }>;
  onChange: (filtros: UpfrontsFiltros) => void;
}

/** Kind of item, family, search in names, and whether only the entries in force show. */
export function UpfrontsFiltrosBar({ filtros, familias, onChange }: Props) {
  const set = (cambio: Partial<UpfrontsFiltros>) => onChange({ ...filtros, ...cambio });
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
    >
      <DebouncedTextField
        size="small"
        label="Buscar"
        value={filtros.search}
        onCommit={(search) => set({ search })}
        sx={{ minWidth: 200 }}
      />
      <TextField
        select
        size="small"
        label="Tipo de elemento"
        value={filtros.content_type}
        onChange={(event) => set({ content_type: event.target.value })}
        sx={{ minWidth: 180 }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value={TODOS}>Todos</MenuItem>
        {Object.entries(ELEMENTO_LABELS).map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Familia"
        value={filtros.familia === null ? TODOS : String(filtros.familia)}
        onChange={(event) =>
          set({ familia: event.target.value === TODOS ? null : Number(event.target.value) })
        }
        sx={{ minWidth: 180 }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value={TODOS}>Todas</MenuItem>
        {familias.map((familia) => (
          <MenuItem key={familia.id} value={String(familia.id)}>
            {familia.nombre}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch checked={filtros.vigentes} onChange={(event) => set({ vigentes: event.target.checked })} />
        }
        label="Solo vigentes"
      />
    </Stack>
  );
}
