import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ObjetivoMesResponse } from '@ventas/domain/calculadora/objetivos-contract';
import { formatEuros, formatPercent } from '@ventas/domain/money/euro-format';
import { useId, type ReactNode } from 'react';
import { cifra } from '../model/cifras';

/** A label and its figure, one line. */
export function Cifra({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500, textAlign: 'right' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A band as the spec labels it ('< 80', '> 120') with its factor. */
export const textoTramo = (etiqueta: string, factor: string) => `${etiqueta} (factor ${cifra(factor)})`;

/** SPEC §8: each reason the total commission is withheld, as the API gives it. */
export function MotivosAlert({ motivos }: { motivos: readonly string[] }) {
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      <AlertTitle>Comisión total no disponible</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {motivos.map((motivo) => (
          <li key={motivo}>{motivo}</li>
        ))}
      </Box>
    </Alert>
  );
}

/**
 * SPEC §9: pool in play × correction factor, shown only when the conditions hold; otherwise the
 * reasons (issue 14: "the screen says which condition fails"). `pool` is the pool's own block
 * (bolsa_mes), or its error.
 */
export function ComisionPanel({ datos, pool }: { datos: ObjetivoMesResponse; pool: ReactNode }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        Comisión del mes
      </Typography>
      {pool}
      <Cifra label="Bolsa en juego">{formatEuros(datos.bolsa_en_juego)}</Cifra>
      <Cifra label="Consecución total">{formatPercent(datos.consecucion_total)}</Cifra>
      <Cifra label="Tramo">
        {datos.tramo ? textoTramo(datos.tramo.etiqueta, datos.tramo.factor_corrector) : 'Sin tramo'}
      </Cifra>
      {datos.comision_total !== null && (
        <Cifra label="Comisión total">
          <Box component="span" sx={{ fontSize: '1.1rem', color: 'success.main' }}>
            {formatEuros(datos.comision_total)}
          </Box>
        </Cifra>
      )}
      {datos.motivos.length > 0 && <MotivosAlert motivos={datos.motivos} />}
      {datos.avisos.map((aviso) => (
        <Alert key={aviso} severity="info" sx={{ mt: 1 }}>
          {aviso}
        </Alert>
      ))}
    </Paper>
  );
}
