import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { localidadesQuerySchema, localidadesSchema } from '@ventas/domain/postal-codes/localidades-contract';
import { provinciaFromCodigoPostal, validateCodigoPostal } from '@ventas/domain/validators/codigo-postal';
import type { Database } from '../../db/database';
import { invalid } from '../../http/app-error';
import type { ApiInstance } from '../../http/route-types';
import { municipiosOf } from './postal-code-directory';

/**
 * SPEC §7 Telework: the towns of a postal code, to fill the address form. `provincia` comes
 * from the code's first two digits; each municipality carries its own (a few codes cross a line).
 */
export function localidadesRoutes(app: ApiInstance, _deps: { database: Database }): void {
  app.get('/api/utils/localidades-from-cp/', {
    config: { access: API_ACCESS.anyRole },
    schema: { querystring: localidadesQuerySchema, response: { 200: localidadesSchema } },
    handler: async (request) => {
      const result = validateCodigoPostal(request.query.cp);
      if (!result.ok) throw invalid({ cp: [result.message] });
      const cp = result.value;
      const provincia = provinciaFromCodigoPostal(cp);
      if (!provincia) throw invalid({ cp: ['Código postal no válido'] });
      return { cp, provincia, localidades: await municipiosOf(cp) };
    },
  });
}
