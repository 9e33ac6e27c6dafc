import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { EquipoComercial } from '@ventas/domain/calculadora/equipo-contract';
import { formatEuros, formatNumero } from '@ventas/domain/money/euro-format';
import type { ReactNode } from 'react';
import { cifra, porcentaje } from '../model/cifras';

/** One column of the team table: its header, cell and the value it sorts by. */
export interface EquipoColumna {
  key: string;
  header: string;
  numeric: boolean;
  cell: (fila: EquipoComercial) => ReactNode;
  /** Text sorts alphabetically (es), numbers numerically; null sorts last. */
  orden: (fila: EquipoComercial) => string | number | null;
}

const numero = (value: string | null) => (value === null ? null : Number(value));

/** A commission that is not shown says why (SPEC §9 conditions), on hover and on focus. */
export function ComisionCelda({ fila }: { fila: EquipoComercial }) {
  if (fila.comision_total !== null) return <>{formatEuros(fila.comision_total)}</>;
  return (
    <Tooltip title={fila.motivos.join(' · ') || 'Sin comisión'}>
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        tabIndex={0}
        aria-label={`Sin comisión: ${fila.motivos.join('. ')}`}
        sx={{ textDecoration: 'underline dotted', cursor: 'help' }}
      >
        Sin comisión
      </Typography>
    </Tooltip>
  );
}

const FIJAS: readonly EquipoColumna[] = [
  { key: 'nombre', header: 'Comercial', numeric: false, cell: (f) => f.nombre, orden: (f) => f.nombre },
  {
    key: 'consecucion_total',
    header: 'Consecución',
    numeric: true,
    cell: (f) => porcentaje(f.consecucion_total),
    orden: (f) => Number(f.consecucion_total),
  },
  { key: 'tramo', header: 'Tramo', numeric: false, cell: (f) => f.tramo ?? '—', orden: (f) => f.tramo },
  {
    key: 'factor',
    header: 'Factor',
    numeric: true,
    cell: (f) => (f.factor_corrector === null ? '—' : formatNumero(f.factor_corrector)),
    orden: (f) => numero(f.factor_corrector),
  },
  {
    key: 'bolsa',
    header: 'Bolsa en juego',
    numeric: true,
    cell: (f) => formatEuros(f.bolsa_en_juego),
    orden: (f) => Number(f.bolsa_en_juego),
  },
  {
    key: 'comision',
    header: 'Comisión',
    numeric: true,
    cell: (f) => <ComisionCelda fila={f} />,
    orden: (f) => numero(f.comision_total),
  },
];

/** A family's column: sales of target (percent), as the calculator shows a family. */
function familiaColumna(familia: { id: number; nombre: string }): EquipoColumna {
  const de = (f: EquipoComercial) => f.objetivos.find((objetivo) => objetivo.familia === familia.id);
  return {
    key: `familia-${familia.id}`,
    header: familia.nombre,
    numeric: true,
    cell: (f) => {
      const objetivo = de(f);
      if (!objetivo) return '—';
      const porc = porcentaje(objetivo.objetivo_porc);
      return `${cifra(objetivo.consecucion)} / ${cifra(objetivo.objetivo)}${porc ? ` (${porc})` : ''}`;
    },
    orden: (f) => numero(de(f)?.objetivo_porc ?? null),
  };
}

export const equipoColumnas = (familias: ReadonlyArray<{ id: number; nombre: string }>): EquipoColumna[] => [
  ...FIJAS,
  ...familias.map(familiaColumna),
];

export type Orden = { key: string; direccion: 'asc' | 'desc' };

/** The rows sorted by a column; blanks last whichever the direction. */
export function ordenar(
  filas: readonly EquipoComercial[],
  columna: EquipoColumna | undefined,
  direccion: Orden['direccion'],
): EquipoComercial[] {
  if (!columna) return [...filas];
  const signo = direccion === 'asc' ? 1 : -1;
  return [...filas].sort((a, b) => {
    const x = columna.orden(a);
    const y = columna.orden(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const comparado =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'es');
    return comparado * signo;
  });
}
