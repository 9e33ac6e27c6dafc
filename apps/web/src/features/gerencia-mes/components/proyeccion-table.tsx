import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { cifra } from '../model/cifras-mes';
import { enlaceCalculadora } from '../model/enlace-calculadora';
import { resumenPorFamilia } from '../model/resumen-familias';
import type { ContenidoMes } from './pantalla-mes';
import { ProyeccionCelda } from './proyeccion-celda';
import { COLUMNA_FIJA, FILA_TOTAL } from './tabla-mes';

/**
 * Gerencia · Proyección: per commercial and family, where the month ends at the working-day pace
 * so far, and the family totals over the commercials shown. A name opens their calculator.
 */
export function ProyeccionTable({ datos, comerciales, mes }: ContenidoMes) {
  const resumen = useMemo(
    () => resumenPorFamilia(comerciales, datos.familias),
    [comerciales, datos.familias],
  );
  const leyendaId = useId();
  return (
    <>
      {/* Above the table, not a caption: on a phone a caption scrolls sideways with the table. */}
      <Typography id={leyendaId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Cada familia: consecución → proyección a fin de mes / objetivo, y el porcentaje proyectado.
      </Typography>
      <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Proyección del mes" aria-describedby={leyendaId}>
          <TableHead>
            <TableRow>
              <TableCell sx={COLUMNA_FIJA}>Comercial</TableCell>
              <TableCell align="right">Días laborables</TableCell>
              {datos.familias.map((familia) => (
                <TableCell key={familia.id} align="right">
                  {familia.nombre}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {comerciales.map((comercial) => (
              <TableRow key={comercial.id} hover>
                <TableCell component="th" scope="row" sx={COLUMNA_FIJA}>
                  <Link component={RouterLink} to={enlaceCalculadora(mes, comercial.id)}>
                    {comercial.nombre}
                  </Link>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {`${cifra(comercial.ritmo.transcurridos)} / ${cifra(comercial.ritmo.total)}`}
                </TableCell>
                {datos.familias.map((familia) => {
                  const objetivo = comercial.objetivos.find((o) => o.familia === familia.id);
                  return (
                    <TableCell key={familia.id} align="right">
                      {objetivo ? <ProyeccionCelda cifras={objetivo} /> : '—'}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow sx={FILA_TOTAL}>
              <TableCell component="th" scope="row" sx={COLUMNA_FIJA}>
                Total
              </TableCell>
              <TableCell />
              {datos.familias.map((familia) => {
                const suma = resumen.get(familia.id);
                return (
                  <TableCell key={familia.id} align="right">
                    {suma ? <ProyeccionCelda cifras={suma} /> : '—'}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </>
  );
}
