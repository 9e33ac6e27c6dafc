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
import { useId } from 'react';
import {
  FILTER_GROUPS,
  type RangeFilterKey,
  type FilterKey,
  type FilterValues,
} from '../../filters/filter-definitions';
import { FilterField, type FilterChange } from './filter-field';
import { useFilterOptions } from './use-filter-options';

interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  values: FilterValues;
  onUpdate: (change: (values: FilterValues) => FilterValues) => void;
  onClearAll: () => void;
  /** Results of the current filters, for the "Ver N clientes" button. */
  count: number | undefined;
}

const activeIn = (keys: readonly FilterKey[], values: FilterValues) =>
  keys.filter((key) => values[key] !== undefined).length;

/** SPEC §3: every telework filter, grouped; changes apply at once (text after a short pause). */
export function FilterDrawer({ open, onClose, values, onUpdate, onClearAll, count }: FilterDrawerProps) {
  const options = useFilterOptions();
  const titleId = useId();
  const change = (key: FilterKey, value: FilterChange) =>
    onUpdate((current) => ({
      ...current,
      [key]: typeof value === 'function' ? value(current[key as RangeFilterKey]) : value,
    }));

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
        {FILTER_GROUPS.map((group, index) => {
          const active = activeIn(group.keys, values);
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
                      values={values}
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
          {count === undefined ? 'Ver clientes' : `Ver ${count.toLocaleString('es-ES')} clientes`}
        </Button>
      </Box>
    </Drawer>
  );
}
