import type { ComercialProyectado } from '@ventas/domain/gerencia/objetivos-gerencia-contract';
import { GRUPOS_REPORTE, grupoDeReporte, type GrupoReporte } from '@ventas/domain/gerencia/proyeccion';

export interface GrupoDeComerciales {
  grupo: GrupoReporte;
  comerciales: ComercialProyectado[];
}

/**
 * SPEC §3: the report's groups in their order (Tienda, DBL, Colaborador, Recomendador, sin
 * clasificar), each with its commercials in the order they came; a group nobody is in is left out.
 */
export function agruparParaReporte(comerciales: readonly ComercialProyectado[]): GrupoDeComerciales[] {
  return GRUPOS_REPORTE.map((grupo) => ({
    grupo,
    comerciales: comerciales.filter((c) => grupoDeReporte(c.tipo_comercial) === grupo),
  })).filter(({ comerciales: lista }) => lista.length > 0);
}
