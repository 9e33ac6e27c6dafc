import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { SERIES_ESTADISTICAS } from '@ventas/domain/gerencia/familia-colores';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import type { RankingComerciales } from '@ventas/domain/gerencia/stats-contract';
import { formatEuros } from '@ventas/domain/money/euro-format';
import { enlaceFiguraDe } from '../model/enlaces-dashboard';
import { cifra } from '../model/formatos-dashboard';
import { CifraEnlace } from './cifra-enlace';

type Fila = RankingComerciales['ranking'][number];

/** The SPEC §9 series' headings, by their key. */
const SERIE = Object.fromEntries(SERIES_ESTADISTICAS.map((serie) => [serie.clave, serie.etiqueta])) as Record<
  (typeof SERIES_ESTADISTICAS)[number]['clave'],
  string
>;

/**
 * The ranking: position, commercial (a link to their sales), then the SPEC §9 series. The counts of
 * customers link to them; units and value are the calculator's and open nothing. The caller's own
 * row is marked. Scrolls sideways at phone width rather than squeezing the figures.
 */
export function RankingTable({
  filas,
  ventana,
  yo,
}: {
  filas: readonly Fila[];
  ventana: Ventana;
  yo: number;
}) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Ranking de comerciales" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Comercial</TableCell>
            <TableCell align="right">{SERIE.atenciones}</TableCell>
            <TableCell align="right">{SERIE.ofertas}</TableCell>
            <TableCell align="right">{SERIE.vendidas}</TableCell>
            <TableCell align="right">{SERIE.ventas}</TableCell>
            <TableCell align="right">{SERIE.valor}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((fila, indice) => {
            const cuenta = (
              figura: 'atencion' | 'oferta' | 'vendido',
              serie: keyof typeof SERIE,
              valor: number,
            ) => (
              <TableCell align="right">
                <CifraEnlace
                  valor={valor}
                  enlace={enlaceFiguraDe(figura, fila.comercial, ventana)}
                  nombre={`${SERIE[serie]} de ${fila.nombre}: ${cifra(valor)}`}
                >
                  {cifra(valor)}
                </CifraEnlace>
              </TableCell>
            );
            return (
              <TableRow key={fila.comercial} selected={fila.comercial === yo}>
                <TableCell>{indice + 1}</TableCell>
                <TableCell component="th" scope="row">
                  <CifraEnlace
                    valor={fila.vendidas}
                    enlace={enlaceFiguraDe('vendido', fila.comercial, ventana)}
                    title="Ver sus clientes vendidos"
                  >
                    {fila.nombre}
                  </CifraEnlace>
                </TableCell>
                {cuenta('atencion', 'atenciones', fila.atenciones)}
                {cuenta('oferta', 'ofertas', fila.ofertas)}
                {cuenta('vendido', 'vendidas', fila.vendidas)}
                <TableCell align="right">{cifra(fila.ventas)}</TableCell>
                <TableCell align="right">{formatEuros(fila.valor)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
