import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { Mes } from '@ventas/domain/calculadora/mes';
import type { ComercialProyectado } from '@ventas/domain/gerencia/objetivos-gerencia-contract';
import type { DecimalAmount } from '@ventas/domain/money/decimal-amount';
import { Link as RouterLink } from 'react-router';
import { cifra, porcentaje } from '../model/cifras-mes';
import { enlaceCalculadora } from '../model/enlace-calculadora';
import { ComisionTexto } from './comision-texto';
import { COLUMNA_FIJA } from './tabla-mes';

interface Cifras {
  objetivo: DecimalAmount;
  consecucion: DecimalAmount;
  objetivo_porc: DecimalAmount | null;
}

/** A family's three cells: target, sales and their percent; dashes without an objective. */
export function FamiliaCifras({ cifras }: { cifras: Cifras | undefined }) {
  if (!cifras)
    return (
      <>
        <TableCell align="right">—</TableCell>
        <TableCell align="right">—</TableCell>
        <TableCell align="right">—</TableCell>
      </>
    );
  return (
    <>
      <TableCell align="right">{cifra(cifras.objetivo)}</TableCell>
      <TableCell align="right">{cifra(cifras.consecucion)}</TableCell>
      {/* Uncoloured: mid-month, sales so far are short of target by design (Proyección colours). */}
      <TableCell align="right">{porcentaje(cifras.objetivo_porc)}</TableCell>
    </>
  );
}

/** One commercial's line of the report; the name opens their calculator on the month. */
export function ReporteFila({
  comercial,
  familias,
  mes,
}: {
  comercial: ComercialProyectado;
  familias: { id: number }[];
  mes: Mes;
}) {
  return (
    <TableRow hover sx={{ '& > td': { whiteSpace: 'nowrap' } }}>
      <TableCell component="th" scope="row" sx={COLUMNA_FIJA}>
        <Link component={RouterLink} to={enlaceCalculadora(mes, comercial.id)}>
          {comercial.nombre}
        </Link>
      </TableCell>
      <TableCell align="right">{porcentaje(comercial.consecucion_total)}</TableCell>
      <TableCell>{comercial.tramo ?? '—'}</TableCell>
      <TableCell align="right" sx={{ minWidth: 170, '&&': { whiteSpace: 'normal' } }}>
        <ComisionTexto comercial={comercial} />
      </TableCell>
      {familias.map((familia) => (
        <FamiliaCifras key={familia.id} cifras={comercial.objetivos.find((o) => o.familia === familia.id)} />
      ))}
    </TableRow>
  );
}
