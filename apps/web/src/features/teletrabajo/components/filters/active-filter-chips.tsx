import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { activeFilters, withoutFilter, type ActiveFilter } from '../../filters/active-filters';
import type { FilterValues } from '../../filters/filter-definitions';
import { useFilterOptions } from './use-filter-options';

interface ActiveFilterChipsProps {
  values: FilterValues;
  search: string;
  onUpdate: (change: (values: FilterValues) => FilterValues) => void;
  onClearSearch: () => void;
  onClearAll: () => void;
}

/** One removable chip per active filter (per value for lists), and "Limpiar filtros". */
export function ActiveFilterChips({
  values,
  search,
  onUpdate,
  onClearSearch,
  onClearAll,
}: ActiveFilterChipsProps) {
  const { label } = useFilterOptions();
  const chips = activeFilters(values, search, label);
  if (chips.length === 0) return null;

  const remove = (chip: ActiveFilter) =>
    chip.key === 'search' ? onClearSearch() : onUpdate((current) => withoutFilter(current, chip));

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
