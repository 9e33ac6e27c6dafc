import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EntradaCalculadora } from '@ventas/domain/calculadora/comision';
import type { ObjetivoMesResponse } from '@ventas/domain/calculadora/objetivos-contract';
import { formatEuros, formatPercent } from '@ventas/domain/money/euro-format';
import { useId, useMemo, useState } from 'react';
import { porcentaje } from '../model/cifras';
import { simular, type TramoSimulado } from '../model/simulacion';
import { Cifra, MotivosAlert, textoTramo } from './comision-panel';
import { VentasParaMejorarTable } from './ventas-para-mejorar-table';

/** The most extra sales one simulation takes: beyond it the answer no longer changes a month. */
export const MAX_VENTAS_EXTRA = 999;

const textoSimulado = (tramo: TramoSimulado) =>
  tramo.tipo === 'tramo' ? textoTramo(tramo.etiqueta, tramo.factor) : 'Sin tramo';

/** A whole number of sales from 0 to MAX_VENTAS_EXTRA, or null. */
function ventasExtra(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  return Math.min(Number(text), MAX_VENTAS_EXTRA);
}

interface WhatIfPanelProps {
  datos: ObjetivoMesResponse;
  entrada: EntradaCalculadora;
}

/**
 * Issue 14, beyond the spec: "if I sell N more of family X", rerun by the domain's own functions
 * (what-if.ts) on the figures the API answered, and the fewest sales that improve the month.
 */
export function WhatIfPanel({ datos, entrada }: WhatIfPanelProps) {
  const titleId = useId();
  const familias = datos.objetivos.map((objetivo) => objetivo.familia_nombre);
  const inicial = datos.objetivos.find((objetivo) => Number(objetivo.objetivo) > 0) ?? datos.objetivos[0];
  const [familia, setFamilia] = useState(inicial?.familia_nombre ?? '');
  const [texto, setTexto] = useState('1');
  const unidades = ventasExtra(texto);
  const elegida = familias.includes(familia) ? familia : (inicial?.familia_nombre ?? '');
  const simulacion = useMemo(
    () => (unidades === null ? null : simular(entrada, elegida, unidades)),
    [entrada, elegida, unidades],
  );
  const actual = datos.objetivos.find((objetivo) => objetivo.familia_nombre === elegida);

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        ¿Y si vendo más?
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <TextField
          select
          size="small"
          label="Familia"
          value={elegida}
          onChange={(event) => setFamilia(event.target.value)}
          sx={{ minWidth: 200 }}
        >
          {familias.map((nombre) => (
            <MenuItem key={nombre} value={nombre}>
              {nombre}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Ventas extra"
          value={texto}
          onChange={(event) => setTexto(event.target.value)}
          error={unidades === null}
          helperText={unidades === null ? `Un número entero de 0 a ${MAX_VENTAS_EXTRA}` : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: { sm: 160 } }}
        />
      </Stack>
      {simulacion && (
        <Box aria-live="polite" aria-label="Resultado de la simulación" role="region">
          <Cifra label={`% de ${elegida}`}>
            {`${porcentaje(actual?.objetivo_porc ?? null) || '—'} → ${porcentaje(simulacion.objetivo_porc) || '—'}`}
          </Cifra>
          <Cifra label="Consecución total">
            {`${formatPercent(datos.consecucion_total)} → ${formatPercent(simulacion.consecucion_total)}`}
          </Cifra>
          <Cifra label="Tramo">{textoSimulado(simulacion.tramo)}</Cifra>
          {simulacion.comision_total !== null && (
            <Cifra label="Comisión total">{formatEuros(simulacion.comision_total)}</Cifra>
          )}
          {simulacion.motivos.length > 0 && <MotivosAlert motivos={simulacion.motivos} />}
        </Box>
      )}
      <VentasParaMejorarTable entrada={entrada} desbloqueada={datos.condiciones_cumplidas} />
    </Paper>
  );
}
