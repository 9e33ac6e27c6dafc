import type { DayRange } from '@ventas/domain/http/list-filters';
import type { Database } from '../../../db/database';
import { invalid } from '../../../http/app-error';
import { comprobarCuentas } from '../../comerciales/comerciales.public';
import { leerConsulta, type ConsultaGerencia } from '../gerencia-query';

const SIN_COMERCIAL = 'Indique al menos un comercial.';

/** SPEC §7 Management's exports: what is checked before a job is queued, so a bad parameter is a 400. */
export function createGerenciaExportService(database: Database) {
  return {
    /**
     * The attentions export's period and commercials (at least one). Another tenant's account (or
     * none) is a 400 here rather than an empty file later; the check is one tenant transaction.
     */
    async consultaAtenciones(
      tenantId: number,
      rango: DayRange | undefined,
      comercial: number[],
    ): Promise<Pick<ConsultaGerencia, 'ventana' | 'comerciales'>> {
      const { ventana, comerciales } = leerConsulta(rango, 'updated_on', {
        estado: [],
        tipo_comercial: [],
        comercial,
      });
      if (comerciales.length === 0) throw invalid({ comercial: [SIN_COMERCIAL] });
      await database.tenant(tenantId, (tx) => comprobarCuentas(tx, 'comercial', comerciales));
      return { ventana, comerciales };
    },
  };
}
