import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { diasEnRango, type HolidayRow } from '@ventas/domain/cuentas/holidays-contract';
import { formatDay } from '@ventas/domain/time/madrid';
import { VISUALLY_HIDDEN } from '../../../components/visually-hidden';

interface VacacionesListProps {
  rows: readonly HolidayRow[];
  onEdit: (row: HolidayRow) => void;
  onDelete: (row: HolidayRow) => void;
}

// On a phone the days and the description give way; the dates and the actions stay.
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

const dias = (row: HolidayRow) => {
  const n = diasEnRango(row.start_date, row.end_date);
  return n === 1 ? '1 día' : `${n} días`;
};

/** The holidays of the period, by first day; each row edits or deletes. */
export function VacacionesList({ rows, onEdit, onDelete }: VacacionesListProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Vacaciones">
        <TableHead>
          <TableRow>
            <TableCell>Comercial</TableCell>
            <TableCell>Desde</TableCell>
            <TableCell>Hasta</TableCell>
            <TableCell sx={WIDE_ONLY}>Días</TableCell>
            <TableCell sx={WIDE_ONLY}>Descripción</TableCell>
            <TableCell align="right">
              <Box component="span" sx={VISUALLY_HIDDEN}>
                Acciones
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const quien = `${row.commercial_nombre}, ${formatDay(row.start_date)}`;
            return (
              <TableRow key={row.id} hover>
                <TableCell sx={{ px: { xs: 1, sm: 2 } }}>{row.commercial_nombre}</TableCell>
                <TableCell sx={{ px: { xs: 1, sm: 2 }, whiteSpace: 'nowrap' }}>
                  {formatDay(row.start_date)}
                </TableCell>
                <TableCell sx={{ px: { xs: 1, sm: 2 }, whiteSpace: 'nowrap' }}>
                  {formatDay(row.end_date)}
                </TableCell>
                <TableCell sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>{dias(row)}</TableCell>
                <TableCell sx={{ ...WIDE_ONLY, overflowWrap: 'anywhere' }}>{row.descripcion}</TableCell>
                <TableCell align="right" sx={{ px: { xs: 0, sm: 2 }, whiteSpace: 'nowrap' }}>
                  <IconButton
                    size="small"
                    aria-label={`Editar vacaciones de ${quien}`}
                    onClick={() => onEdit(row)}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Borrar vacaciones de ${quien}`}
                    onClick={() => onDelete(row)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
