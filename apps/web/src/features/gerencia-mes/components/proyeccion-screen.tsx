import { MENSAJES_GERENCIA_MES } from '../gerencia-mes-messages';
import { PantallaMes } from './pantalla-mes';
import { ProyeccionTable } from './proyeccion-table';

/**
 * /gerencia/proyeccion (SPEC §2, issue 15): where each commercial ends the month per family if
 * they keep the pace of the working days gone, with the families' totals.
 */
export function ProyeccionScreen() {
  return (
    <PantallaMes titulo="Proyección" mensajeError={MENSAJES_GERENCIA_MES.errorProyeccion}>
      {(contenido) => <ProyeccionTable {...contenido} />}
    </PantallaMes>
  );
}
