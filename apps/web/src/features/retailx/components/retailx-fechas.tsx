import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { problemaDeRango } from '@ventas/domain/gerencia/gerencia-consulta';
import { presetsFechas, type Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import type { DayRange } from '@ventas/domain/http/list-filters';
import { madridToday } from '@ventas/domain/time/madrid';
import { useId, useMemo, useState } from 'react';

const PERSONALIZADO = 'personalizado';

/**
 * The figures' dates: Gerencia's presets (domain `presetsFechas`: the current 2nd-to-1st period,
 * the previous one, today) or any two days. A range is asked for once it is complete and valid
 * (Gerencia's rule `problemaDeRango`); until then the figures stay.
 */
export function RetailxFechas({
  ventana,
  onChange,
}: {
  ventana: Ventana;
  onChange: (ventana: Ventana | null) => void;
}) {
  const ayudaId = useId();
  const presets = useMemo(() => presetsFechas(madridToday()), []);
  const [borrador, setBorrador] = useState<DayRange>({ after: ventana.desde, before: ventana.hasta });
  const [vista, setVista] = useState(ventana);
  // The URL changed from elsewhere (a preset, a shared link): show it.
  if (vista.desde !== ventana.desde || vista.hasta !== ventana.hasta) {
    setVista(ventana);
    setBorrador({ after: ventana.desde, before: ventana.hasta });
  }
  const problema = problemaDeRango(borrador);
  const preset = presets.find((p) => p.desde === borrador.after && p.hasta === borrador.before);

  function elegir(elegida: Ventana) {
    const porDefecto = presets[0]!;
    onChange(porDefecto.desde === elegida.desde && porDefecto.hasta === elegida.hasta ? null : elegida);
  }
  function editar(clave: 'after' | 'before', valor: string) {
    const siguiente = { ...borrador, [clave]: valor || undefined };
    setBorrador(siguiente);
    if (problemaDeRango(siguiente) === null) elegir({ desde: siguiente.after!, hasta: siguiente.before! });
  }
  const dia = (label: string, clave: 'after' | 'before') => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={borrador[clave] ?? ''}
      onChange={(event) => editar(clave, event.target.value)}
      error={problema !== null}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { 'aria-describedby': problema ? ayudaId : undefined },
      }}
      sx={{ width: { xs: 'calc(50% - 4px)', sm: 170 } }}
    />
  );

  return (
    <Box component="fieldset" aria-label="Fechas" sx={{ border: 0, p: 0, m: 0, mb: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: { xs: 'wrap', sm: 'nowrap' }, gap: 1 }}>
        <TextField
          select
          size="small"
          label="Periodo"
          value={preset?.clave ?? PERSONALIZADO}
          onChange={(event) => {
            const elegido = presets.find((p) => p.clave === event.target.value);
            if (elegido) elegir(elegido);
          }}
          sx={{ width: { xs: '100%', sm: 170 } }}
        >
          {presets.map((p) => (
            <MenuItem key={p.clave} value={p.clave}>
              {p.etiqueta}
            </MenuItem>
          ))}
          <MenuItem value={PERSONALIZADO} disabled>
            Personalizado
          </MenuItem>
        </TextField>
        {dia('Desde', 'after')}
        {dia('Hasta', 'before')}
      </Box>
      {problema && (
        <FormHelperText id={ayudaId} error>
          {problema}
        </FormHelperText>
      )}
    </Box>
  );
}
