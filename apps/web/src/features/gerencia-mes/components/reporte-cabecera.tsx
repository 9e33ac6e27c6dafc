import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { COLUMNA_FIJA } from './tabla-mes';

/** Short headers keep three families in a desktop's width; each names itself in full to readers. */
const SUBCOLUMNAS = [
  { corto: 'Obj.', nombre: 'Objetivo' },
  { corto: 'Cons.', nombre: 'Consecución' },
  { corto: '%', nombre: 'Porcentaje' },
] as const;

/**
 * Two header rows: the month's totals first (what a manager reads first), then each family over
 * its target, sales and percent.
 */
export function ReporteCabecera({ familias }: { familias: { id: number; nombre: string }[] }) {
  return (
    <TableHead>
      <TableRow>
        <TableCell rowSpan={2} sx={COLUMNA_FIJA}>
          Comercial
        </TableCell>
        <TableCell rowSpan={2} align="right">
          Consecución total
        </TableCell>
        <TableCell rowSpan={2}>Tramo</TableCell>
        <TableCell rowSpan={2} align="right">
          Comisión
        </TableCell>
        {familias.map((familia) => (
          <TableCell key={familia.id} colSpan={3} align="center" scope="colgroup">
            {familia.nombre}
          </TableCell>
        ))}
      </TableRow>
      <TableRow>
        {familias.flatMap((familia) =>
          SUBCOLUMNAS.map(({ corto, nombre }) => (
            <TableCell
              key={`${familia.id}-${corto}`}
              align="right"
              aria-label={`${nombre} ${familia.nombre}`}
            >
              <abbr title={nombre} style={{ textDecoration: 'none' }}>
                {corto}
              </abbr>
            </TableCell>
          )),
        )}
      </TableRow>
    </TableHead>
  );
}
