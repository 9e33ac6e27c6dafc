import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { FilterValues } from '@ventas/domain/http/filter-url';
import type { FilterDeclarations } from '@ventas/domain/http/list-filters';
import { activeFilters, withoutFilter, type ActiveFilter, type OptionLabel } from './active-filters';

interface ActiveFilterChipsProps<D extends FilterDeclarations> {
  declarations: D;
  values: FilterValues<D>;
  search: string;
  optionLabel: OptionLabel;
  onUpdate: (change: (values: FilterValues<D>) => FilterValues<D>) => void;
  onClearSearch: () => void;
  onClearAll: () => void;
}

/** One removable chip per active filter (per value for lists), and "Limpiar filtros". */
export function ActiveFilterChips<D extends FilterDeclarations>(props: ActiveFilterChipsProps<D>) {
  const { declarations, values, search, optionLabel, onUpdate, onClearSearch, onClearAll } = props;
  const chips = activeFilters(declarations, values, search, optionLabel);
  if (chips.length === 0) return null;

  const remove = (chip: ActiveFilter) =>
    chip.key === 'search'
      ? onClearSearch()
      : onUpdate((current) => withoutFilter(declarations, current, chip));

  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}
      aria-label="Filtros activos"
      role="list"
    >
      {chips.map((chip) => (
        <Chip
          key={chip.id}
          role="listitem"
          label={chip.label}
          onDelete={() => remove(chip)}
          size="small"
          color="primary"
          variant="outlined"
          sx={{ maxWidth: '100%' }}
        />
      ))}
      <Button size="small" onClick={onClearAll}>
        Limpiar filtros
      </Button>
    </Stack>
  );
}
