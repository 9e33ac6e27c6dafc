import { MENSAJES_GERENCIA_MES } from '../gerencia-mes-messages';
import { agruparParaReporte } from '../model/grupos-reporte';
import { PantallaMes } from './pantalla-mes';
import { ReporteGrupo } from './reporte-grupo';
import { ReporteImpresion } from './reporte-impresion';

/**
 * /gerencia/reporte (SPEC §2, issue 15): the monthly report of objectives, one section per report
 * group (SPEC §3: Tienda, DBL, Colaborador, Recomendador, sin clasificar) with its subtotal.
 * Printable: the app's bars stay off the paper.
 */
export function ReporteScreen() {
  return (
    <PantallaMes titulo="Reporte" mensajeError={MENSAJES_GERENCIA_MES.errorReporte}>
      {({ datos, comerciales, mes }) => (
        <>
          <ReporteImpresion mes={mes} />
          {agruparParaReporte(comerciales).map(({ grupo, comerciales: delGrupo }) => (
            <ReporteGrupo
              key={grupo}
              grupo={grupo}
              comerciales={delGrupo}
              familias={datos.familias}
              mes={mes}
            />
          ))}
        </>
      )}
    </PantallaMes>
  );
}
