import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { Mes } from '@ventas/domain/calculadora/mes';
import type { ComercialProyectado } from '@ventas/domain/gerencia/objetivos-gerencia-contract';
import type { GrupoReporte } from '@ventas/domain/gerencia/proyeccion';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { useId, useMemo } from 'react';
import { resumenPorFamilia, sumaComisiones } from '../model/resumen-familias';
import { ReporteCabecera } from './reporte-cabecera';
import { FamiliaCifras, ReporteFila } from './reporte-fila';
import { ReporteTarjetas } from './reporte-tarjetas';
import { CELDAS_COMPACTAS, COLUMNA_FIJA, FILA_TOTAL } from './tabla-mes';

export interface ReporteGrupoProps {
  grupo: GrupoReporte;
  comerciales: ComercialProyectado[];
  familias: { id: number; nombre: string }[];
  mes: Mes;
}

/** 'sin clasificar' heads its section as 'Sin clasificar'. */
const titulo = (grupo: GrupoReporte) => grupo.charAt(0).toUpperCase() + grupo.slice(1);

/**
 * One report group (SPEC §3): its commercials' month (target, sales and percent per family,
 * total attainment, band, commission or why it is withheld) and the group's subtotal. A phone
 * gets one card per commercial instead of the wide table (issue 29 §5).
 */
export function ReporteGrupo({ grupo, comerciales, familias, mes }: ReporteGrupoProps) {
  const tituloId = useId();
  const resumen = useMemo(() => resumenPorFamilia(comerciales, familias), [comerciales, familias]);
  const telefono = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <section aria-labelledby={tituloId} style={{ breakInside: 'avoid-page' }}>
      <Typography id={tituloId} variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {`${titulo(grupo)} (${comerciales.length})`}
      </Typography>
      {telefono ? (
        <ReporteTarjetas
          titulo={titulo(grupo)}
          comerciales={comerciales}
          familias={familias}
          mes={mes}
          resumen={resumen}
          comisiones={sumaComisiones(comerciales)}
        />
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={`Reporte ${titulo(grupo)}`} sx={CELDAS_COMPACTAS}>
            <ReporteCabecera familias={familias} />
            <TableBody>
              {comerciales.map((comercial) => (
                <ReporteFila key={comercial.id} comercial={comercial} familias={familias} mes={mes} />
              ))}
            </TableBody>
            <TableFooter>
              <TableRow sx={FILA_TOTAL}>
                <TableCell component="th" scope="row" sx={COLUMNA_FIJA}>
                  {`Subtotal ${titulo(grupo)}`}
                </TableCell>
                <TableCell />
                <TableCell />
                <TableCell align="right">{formatEuros(sumaComisiones(comerciales))}</TableCell>
                {familias.map((familia) => (
                  <FamiliaCifras key={familia.id} cifras={resumen.get(familia.id)} />
                ))}
              </TableRow>
            </TableFooter>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
