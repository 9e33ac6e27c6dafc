import CloseIcon from '@mui/icons-material/Close';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useId, useMemo, useRef } from 'react';
import type { FilterValues } from '@ventas/domain/http/filter-url';
import type { DayRange, FilterDeclarations } from '@ventas/domain/http/list-filters';
import { countLabel, type ItemNouns } from './count-label';
import { FilterField, type FilterChange } from './filter-field';
import { filterGroups } from './filter-groups';
import type { FilterOptions } from './filter-options';

export interface FilterDrawerProps<D extends FilterDeclarations> {
  declarations: D;
  open: boolean;
  onClose: () => void;
  values: FilterValues<D>;
  onUpdate: (change: (values: FilterValues<D>) => FilterValues<D>) => void;
  onClearAll: () => void;
  options: FilterOptions;
  /** Results of the current filters, for the "Ver N clientes" button. */
  count: number | undefined;
  /** Nouns of the results ('cliente', 'clientes'). */
  items: ItemNouns;
}

/** SPEC §3: every filter of the list, grouped; changes apply at once (text after a short pause). */
export function FilterDrawer<D extends FilterDeclarations>(props: FilterDrawerProps<D>) {
  const { declarations, open, onClose, onUpdate, onClearAll, options, count, items } = props;
  const values: Record<string, unknown> = props.values;
  const titleId = useId();
  const groups = useMemo(() => filterGroups(declarations), [declarations]);
  // One callback for the drawer's life, whatever the parent passes: a change then re-renders
  // only the field it changed (FilterField is memoised).
  const update = useRef(onUpdate);
  useEffect(() => {
    update.current = onUpdate;
  });
  const change = useCallback(
    (key: string, value: FilterChange) =>
      update.current((current) => {
        const previous = (current as Record<string, unknown>)[key] as DayRange | undefined;
        return { ...current, [key]: typeof value === 'function' ? value(previous) : value };
      }),
    [],
  );

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the app bar, which sits over the permanent side drawer on wide screens.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 400 } }, 'aria-labelledby': titleId } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Filtros
        </Typography>
        <IconButton aria-label="Cerrar filtros" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ flexGrow: 1, overflowY: 'auto', p: 1 }}>
        {groups.map((group, index) => {
          const active = group.keys.filter((key) => values[key] !== undefined).length;
          return (
            <Accordion
              key={group.title}
              defaultExpanded={index === 0 || active > 0}
              disableGutters
              elevation={0}
            >
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography sx={{ fontWeight: 500 }}>
                  {group.title}
                  {active > 0 && ` (${active})`}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Stack spacing={2}>
                  {group.keys.map((key) => (
                    <FilterField
                      key={key}
                      filterKey={key}
                      declaration={declarations[key]!}
                      value={values[key]}
                      options={options}
                      onChange={change}
                    />
                  ))}
                </Stack>
              </AccordionDetails>
            </Accordion>
          );
        })}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button onClick={onClearAll}>Limpiar filtros</Button>
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="contained" onClick={onClose}>
          {count === undefined ? `Ver ${items.other}` : `Ver ${countLabel(count, items)}`}
        </Button>
      </Box>
    </Drawer>
  );
}
