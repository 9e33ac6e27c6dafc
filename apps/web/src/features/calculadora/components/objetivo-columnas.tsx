import KeyIcon from '@mui/icons-material/Key';
import type { ObjetivoMesResponse } from '@ventas/domain/calculadora/objetivos-contract';
import { formatPercent } from '@ventas/domain/money/euro-format';
import type { ReactNode } from 'react';
import { cifra, porcentaje, ritmoEsperado } from '../model/cifras';

export type ObjetivoMes = ObjetivoMesResponse['objetivos'][number];

interface ObjetivoColumna {
  key: string;
  header: string;
  numeric: boolean;
  value: (objetivo: ObjetivoMes) => ReactNode;
}

/** The month's objectives as issue 14 lists them; the table and the phone's cards both read this. */
export const OBJETIVO_COLUMNAS: readonly ObjetivoColumna[] = [
  { key: 'objetivo', header: 'Objetivo', numeric: true, value: (o) => cifra(o.objetivo) },
  { key: 'consecucion', header: 'Consecución', numeric: true, value: (o) => cifra(o.consecucion) },
  // SPEC §3: blank when the target is 0.
  { key: 'porc', header: '%', numeric: true, value: (o) => porcentaje(o.objetivo_porc) },
  // What the month's working-day pace expects by today; blank when the target is 0 (−1).
  { key: 'ritmo', header: 'Ritmo esperado hoy', numeric: true, value: (o) => ritmoEsperado(o.five_percent) },
  { key: 'peso', header: 'Peso', numeric: true, value: (o) => formatPercent(o.peso) },
  { key: 'comision', header: 'Comisión %', numeric: true, value: (o) => formatPercent(o.comision_porc) },
  {
    key: 'llave',
    header: 'Llave',
    numeric: false,
    value: (o) =>
      o.llave ? <KeyIcon fontSize="small" color="warning" titleAccess="Objetivo llave" /> : null,
  },
];
