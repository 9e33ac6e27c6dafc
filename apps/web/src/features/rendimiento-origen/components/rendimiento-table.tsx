import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import type { DayRange } from '@ventas/domain/http/list-filters';
import { formatPercent } from '@ventas/domain/money/euro-format';
import {
  CIFRA_ORIGEN_TEXTOS,
  CIFRAS_ORIGEN,
  type CifraOrigen,
  type OrigenDeFila,
} from '@ventas/domain/rendimiento-origen/rendimiento-origen';
import type {
  CifrasOrigen,
  RendimientoOrigen,
} from '@ventas/domain/rendimiento-origen/rendimiento-origen-contract';
import { enlaceDeCifra } from '../model/cifra-enlace';

const formatCuenta = (n: number) => n.toLocaleString('es-ES');
/** A conversion, '—' when there is nothing to convert. */
const formatConversion = (valor: number | null) => (valor === null ? '—' : formatPercent(String(valor)));

interface Fila {
  clave: string;
  nombre: string;
  origen: OrigenDeFila;
  cifras: CifrasOrigen;
}

function Cifra(props: { fila: Fila; cifra: CifraOrigen; creados: DayRange }) {
  const { fila, cifra, creados } = props;
  const valor = fila.cifras[cifra];
  const enlace = enlaceDeCifra(cifra, fila.origen, creados, valor);
  if (!enlace) return <>{formatCuenta(valor)}</>;
  return (
    <Link
      component={RouterLink}
      to={enlace}
      underline="hover"
      aria-label={`${CIFRA_ORIGEN_TEXTOS[cifra].etiqueta} de ${fila.nombre}: ${formatCuenta(valor)}`}
    >
      {formatCuenta(valor)}
    </Link>
  );
}

const CONVERSIONES = [
  { clave: 'conversion_leads', etiqueta: 'Conversión', ayuda: 'Vendidos sobre leads' },
  { clave: 'conversion_contactados', etiqueta: 'Conv. contactados', ayuda: 'Vendidos sobre contactados' },
] as const;

/** One row per origin, then the total (each customer once); scrolls sideways inside its card on a phone. */
export function RendimientoTable({ datos, creados }: { datos: RendimientoOrigen; creados: DayRange }) {
  const filas: Fila[] = [
    ...datos.filas.map((fila) => ({
      clave: `origen-${fila.origen ?? 'ninguno'}`,
      nombre: fila.nombre,
      origen: fila.origen ?? ('sin-origen' as const),
      cifras: fila,
    })),
    { clave: 'total', nombre: 'Total', origen: 'todos' as const, cifras: datos.total },
  ];
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Rendimiento por origen">
        <TableHead>
          <TableRow>
            <TableCell>Origen</TableCell>
            {CIFRAS_ORIGEN.map((cifra) => (
              <TableCell key={cifra} align="right">
                <Tooltip title={CIFRA_ORIGEN_TEXTOS[cifra].ayuda}>
                  <span>{CIFRA_ORIGEN_TEXTOS[cifra].etiqueta}</span>
                </Tooltip>
              </TableCell>
            ))}
            {CONVERSIONES.map((conversion) => (
              <TableCell key={conversion.clave} align="right">
                <Tooltip title={conversion.ayuda}>
                  <span>{conversion.etiqueta}</span>
                </Tooltip>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((fila) => (
            <TableRow
              key={fila.clave}
              sx={fila.origen === 'todos' ? { '& > *': { fontWeight: 600 } } : undefined}
            >
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                {fila.nombre}
              </TableCell>
              {CIFRAS_ORIGEN.map((cifra) => (
                <TableCell key={cifra} align="right">
                  <Cifra fila={fila} cifra={cifra} creados={creados} />
                </TableCell>
              ))}
              {CONVERSIONES.map((conversion) => (
                <TableCell key={conversion.clave} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatConversion(fila.cifras[conversion.clave])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
