import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { problemaDeRango } from '@ventas/domain/gerencia/gerencia-consulta';
import type { PresetFechas, Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import type { DayRange } from '@ventas/domain/http/list-filters';
import dayjs, { type Dayjs } from 'dayjs';
import { useId, useState } from 'react';
import { VISUALLY_HIDDEN } from '../visually-hidden';
import { presetMenuItem, presetRenderValue } from './preset-menu-item';

const PERSONALIZADO = 'personalizado';

interface FechasFilterProps {
  /** The range the figures are for. */
  ventana: Ventana;
  /** SPEC §9 presets, the default first; empty when the options did not load. */
  presets: readonly PresetFechas[];
  /** A complete, valid range; null for the default period (kept out of the URL). */
  onChange: (ventana: Ventana | null) => void;
}

const mismaVentana = (a: Ventana, b: Ventana) => a.desde === b.desde && a.hasta === b.hasta;
const rangoDe = (ventana: Ventana): DayRange => ({ after: ventana.desde, before: ventana.hasta });
const toDay = (value: string | undefined) => (value ? dayjs(value) : null);
const fromDay = (value: Dayjs | null) => (value?.isValid() ? value.format('YYYY-MM-DD') : undefined);

/**
 * The figures' dates of Gerencia's screens and RetailX: a preset (the current 2nd-to-1st period, the previous one, today) or any two
 * days. A range is sent once both days are set and valid; until then the figures stay.
 */
export function FechasFilter({ ventana, presets, onChange }: FechasFilterProps) {
  const ayudaId = useId();
  const [borrador, setBorrador] = useState<DayRange>(rangoDe(ventana));
  const [vista, setVista] = useState(ventana);
  // The ranges this filter sent that the URL has not brought back yet, oldest first.
  const [pendientes, setPendientes] = useState<readonly Ventana[]>([]);
  if (!mismaVentana(vista, ventana)) {
    setVista(ventana);
    const eco = pendientes.findIndex((enviada) => mismaVentana(enviada, ventana));
    if (eco >= 0) {
      // A range of ours coming back: the user may have typed on since, and resetting the field
      // now lost their keystrokes on a slow machine (issue 28).
      setPendientes(pendientes.slice(eco + 1));
    } else {
      // The URL changed from elsewhere (a preset, a shared link): show it.
      setPendientes([]);
      setBorrador(rangoDe(ventana));
    }
  }
  const problema = problemaDeRango(borrador);
  const preset = presets.find((p) => p.desde === borrador.after && p.hasta === borrador.before);

  function editar(cambio: (actual: DayRange) => DayRange) {
    const siguiente = cambio(borrador);
    setBorrador(siguiente);
    if (problemaDeRango(siguiente) === null) elegir({ desde: siguiente.after!, hasta: siguiente.before! });
  }
  function elegir(elegida: Ventana) {
    setPendientes((actuales) => [...actuales, elegida]);
    const porDefecto = presets[0];
    onChange(
      porDefecto && porDefecto.desde === elegida.desde && porDefecto.hasta === elegida.hasta ? null : elegida,
    );
  }

  const picker = (label: 'Desde' | 'Hasta', clave: 'after' | 'before') => (
    <DatePicker
      label={label}
      value={toDay(borrador[clave])}
      onChange={(valor) => editar((actual) => ({ ...actual, [clave]: fromDay(valor) }))}
      slotProps={{
        textField: {
          size: 'small',
          error: problema !== null,
          'aria-describedby': problema ? ayudaId : undefined,
        },
      }}
      sx={{ width: { xs: 'calc(50% - 4px)', sm: 170 } }}
    />
  );

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Box component="legend" sx={VISUALLY_HIDDEN}>
        Fechas
      </Box>
      <Box sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 1 }}>
        {presets.length > 0 && (
          <TextField
            select
            size="small"
            label="Periodo"
            value={preset?.clave ?? PERSONALIZADO}
            onChange={(event) => {
              const elegido = presets.find((p) => p.clave === event.target.value);
              if (!elegido) return;
              setBorrador(rangoDe(elegido));
              elegir(elegido);
            }}
            slotProps={{ select: { renderValue: presetRenderValue(presets, 'Personalizado') } }}
            sx={{ width: { xs: '100%', sm: 170 } }}
          >
            {presets.map(presetMenuItem)}
            <MenuItem value={PERSONALIZADO} disabled>
              Personalizado
            </MenuItem>
          </TextField>
        )}
        {picker('Desde', 'after')}
        {picker('Hasta', 'before')}
      </Box>
      {problema && (
        <FormHelperText id={ayudaId} error>
          {problema}
        </FormHelperText>
      )}
    </Box>
  );
}
