import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import type { GerenciaFila } from '@ventas/domain/gerencia/gerencia-contract';
import type { Ventana } from '@ventas/domain/gerencia/gerencia-ventana';
import type { ClaveOrden, Orden } from '../../model/filas-comerciales';
import type { TotalListado } from '../../model/use-cuentas-comerciales';
import { ComercialFila } from './comercial-fila';
import { ComercialesCabecera } from './comerciales-cabecera';
import { ComercialesTarjetas } from './comerciales-tarjetas';
import { useDisposicion } from './disposicion';
import { FilaTotal } from './fila-total';

export interface ComercialesTableProps {
  /** The rows shown, already searched and sorted. */
  filas: GerenciaFila[];
  total: TotalListado;
  ventana: Ventana;
  orden: Orden;
  onOrden: (clave: ClaveOrden) => void;
  seleccion: ReadonlySet<number>;
  onSeleccion: (cambio: (actual: ReadonlySet<number>) => ReadonlySet<number>) => void;
}

/**
 * Gerencia · Comerciales' table (issue 15): one row per commercial with every figure, sortable,
 * selectable, and their total. A plain table rather than the DataGrid: its community edition pins
 * neither the name column nor the total row (decisions-gerencia-web 1). A laptop gets the compact
 * table and a phone one card per commercial (useDisposicion).
 */
export function ComercialesTable({
  filas,
  total,
  ventana,
  orden,
  onOrden,
  seleccion,
  onSeleccion,
}: ComercialesTableProps) {
  const disposicion = useDisposicion();
  const seleccionadas = filas.filter((fila) => seleccion.has(fila.comercial)).length;
  const cambiarUna = (comercial: number, marcada: boolean) =>
    onSeleccion((actual) => {
      const siguiente = new Set(actual);
      if (marcada) siguiente.add(comercial);
      else siguiente.delete(comercial);
      return siguiente;
    });
  const cambiarTodas = (marcadas: boolean) =>
    onSeleccion(() => new Set(marcadas ? filas.map((fila) => fila.comercial) : []));
  if (disposicion === 'tarjetas')
    return (
      <ComercialesTarjetas
        filas={filas}
        total={total}
        ventana={ventana}
        seleccion={seleccion}
        onCambiarUna={cambiarUna}
      />
    );
  const compacta = disposicion === 'compacta';
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Cifras por comercial">
        <ComercialesCabecera
          orden={orden}
          onOrden={onOrden}
          seleccionadas={seleccionadas}
          filas={filas.length}
          onSeleccionarTodas={cambiarTodas}
          compacta={compacta}
        />
        <TableBody>
          {filas.map((fila) => (
            <ComercialFila
              key={fila.comercial}
              fila={fila}
              ventana={ventana}
              seleccionada={seleccion.has(fila.comercial)}
              onSeleccion={cambiarUna}
              compacta={compacta}
            />
          ))}
        </TableBody>
        <FilaTotal total={total} ventana={ventana} compacta={compacta} />
      </Table>
    </TableContainer>
  );
}
