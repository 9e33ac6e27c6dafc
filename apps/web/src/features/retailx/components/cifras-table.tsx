import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { FigurasDeComercial } from '@ventas/domain/gerencia/gerencia-contract';
import {
  FIGURAS_GERENCIA,
  FIGURA_TEXTOS,
  type FiguraGerencia,
} from '@ventas/domain/gerencia/gerencia-figuras';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import { Link as RouterLink } from 'react-router';
import { enlaceDeFigura, formatCuenta } from '../../gerencia/gerencia.public';

/** A row of figures: whose (a store, a commercial, the channel) and which commercials they are. */
export interface FilaCifras {
  clave: string;
  nombre: string;
  comerciales: readonly number[];
  figuras: FigurasDeComercial;
}

/** A count that opens its customers in Teletrabajo; zero (an empty list) stays plain text. */
function Cifra({ fila, figura, ventana }: { fila: FilaCifras; figura: FiguraGerencia; ventana: Ventana }) {
  const valor = fila.figuras[figura];
  const enlace = valor === 0 ? null : enlaceDeFigura(figura, fila.comerciales, ventana);
  if (enlace === null) return <>{formatCuenta(valor)}</>;
  return (
    <Link
      component={RouterLink}
      to={enlace}
      underline="hover"
      aria-label={`${FIGURA_TEXTOS[figura].etiqueta} de ${fila.nombre}: ${formatCuenta(valor)}`}
    >
      {formatCuenta(valor)}
    </Link>
  );
}

/** Gerencia's figures, one row each, then the total row (each customer once); scrolls sideways on a phone. */
export function CifrasTable(props: {
  titulo: string;
  cabecera: string;
  filas: readonly FilaCifras[];
  total?: FilaCifras;
  ventana: Ventana;
}) {
  const { titulo, cabecera, filas, total, ventana } = props;
  const fila = (f: FilaCifras, esTotal = false) => (
    <TableRow key={f.clave} sx={esTotal ? { '& > *': { fontWeight: 600 } } : undefined}>
      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
        {f.nombre}
      </TableCell>
      {FIGURAS_GERENCIA.map((figura) => (
        <TableCell key={figura} align="right">
          <Cifra fila={f} figura={figura} ventana={ventana} />
        </TableCell>
      ))}
    </TableRow>
  );
  return (
    <TableContainer sx={{ overflowX: 'auto', mb: 3 }}>
      <Table size="small" aria-label={titulo}>
        <TableHead>
          <TableRow>
            <TableCell>{cabecera}</TableCell>
            {FIGURAS_GERENCIA.map((figura) => (
              <TableCell key={figura} align="right">
                <Tooltip title={FIGURA_TEXTOS[figura].ayuda}>
                  <span>{FIGURA_TEXTOS[figura].etiqueta}</span>
                </Tooltip>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((f) => fila(f))}
          {total && fila(total, true)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
