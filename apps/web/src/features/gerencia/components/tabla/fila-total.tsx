import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  FIGURAS_GERENCIA,
  FIGURA_TEXTOS,
  type FiguraGerencia,
} from '@ventas/domain/gerencia/gerencia-figuras';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import { MAX_FILTER_VALUES } from '@ventas/domain/http/list-filters';
import { enlaceDeFigura, formatCuenta } from '../../model/figura-enlace';
import type { TotalListado } from '../../model/use-cuentas-comerciales';
import { CELDA_FIGURA_COMPACTA, CELDA_NOMBRE, CELDA_SELECCION } from './celdas-fijas';
import { FiguraCelda } from './figura-celda';

/** How many commercials the total covers, and why it has no figures or links past the limit. */
export function resumen(n: number, demasiados: boolean): string {
  const cuantos = `${formatCuenta(n)} ${n === 1 ? 'comercial' : 'comerciales'}`;
  if (demasiados) return `${cuantos} · acote la búsqueda para ver su total`;
  if (n > MAX_FILTER_VALUES) return `${cuantos} · sin enlace: más de ${MAX_FILTER_VALUES}`;
  return cuantos;
}

const PIE = { color: 'text.primary', fontSize: 'body2.fontSize', fontWeight: 600 } as const;

/** One figure of the total: its link, a placeholder while it loads, or a dash past the limit. */
export function FiguraTotal({
  total,
  ventana,
  figura,
}: {
  total: TotalListado;
  ventana: Ventana;
  figura: FiguraGerencia;
}) {
  const { figuras, comerciales, cargando } = total;
  if (figuras)
    return (
      <FiguraCelda
        valor={figuras[figura]}
        enlace={enlaceDeFigura(figura, comerciales, ventana)}
        descripcion={`${FIGURA_TEXTOS[figura].etiqueta}, total`}
      />
    );
  if (cargando) return <Skeleton width={24} sx={{ ml: 'auto' }} aria-hidden />;
  return <>—</>;
}

/**
 * The commercials listed, together: each customer once (the API's total, not the column's sum),
 * and a link to all of them while one request can name them (MAX_FILTER_VALUES).
 */
export function FilaTotal({
  total,
  ventana,
  compacta,
}: {
  total: TotalListado;
  ventana: Ventana;
  compacta: boolean;
}) {
  const { comerciales, demasiados } = total;
  const cuantos = resumen(comerciales.length, demasiados);
  return (
    <TableFooter>
      <TableRow>
        <TableCell padding="checkbox" sx={{ ...CELDA_SELECCION, ...PIE }} />
        <TableCell component="th" scope="row" sx={{ ...CELDA_NOMBRE, ...PIE }}>
          Total
          {compacta && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {cuantos}
            </Typography>
          )}
        </TableCell>
        {!compacta && (
          <TableCell colSpan={2} sx={{ ...PIE, fontWeight: 400, color: 'text.secondary' }}>
            {cuantos}
          </TableCell>
        )}
        {FIGURAS_GERENCIA.map((figura) => (
          <TableCell key={figura} align="right" sx={compacta ? { ...PIE, ...CELDA_FIGURA_COMPACTA } : PIE}>
            <FiguraTotal total={total} ventana={ventana} figura={figura} />
          </TableCell>
        ))}
      </TableRow>
    </TableFooter>
  );
}
