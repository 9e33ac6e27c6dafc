import { localidadesCalls } from '@ventas/domain/postal-codes/localidades.calls';
import { provinciaFromCodigoPostal, validateCodigoPostal } from '@ventas/domain/validators/codigo-postal';
import type { Database } from '../../db/database';
import { invalid } from '../../http/app-error';
import { routeCall } from '../../http/call-route';
import type { ApiInstance } from '../../http/route-types';
import { municipiosOf } from './postal-code-directory';

/** The towns of a postal code (declared in the domain's `localidades.calls.ts`). */
export function localidadesRoutes(app: ApiInstance, _deps: { database: Database }): void {
  routeCall(app, localidadesCalls.fromCp, async (request) => {
    const result = validateCodigoPostal(request.query.cp);
    if (!result.ok) throw invalid({ cp: [result.message] });
    const cp = result.value;
    const provincia = provinciaFromCodigoPostal(cp);
    if (!provincia) throw invalid({ cp: ['Código postal no válido'] });
    return { cp, provincia, localidades: await municipiosOf(cp) };
  });
}
