import multipart from '@fastify/multipart';
import { badRequestSchema } from '@ventas/domain/http/error-contract';
import { IMPORTAR_MAX_BYTES, resultadoImportarSchema } from '@ventas/domain/no-llamar/no-llamar-importacion';
import { noLlamarCalls } from '@ventas/domain/no-llamar/no-llamar.calls';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { routeCall, SecondSuccess } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { recibirFichero } from './no-llamar-fichero';
import { createNoLlamarService } from './no-llamar.service';

const BASE = '/api/no-llamar';

/**
 * Issue 17 "Do-not-call (no llamar)". The spec shows no paths (decision in
 * .scratch/decisions-no-llamar.md): the list (Admin and above), marking one phone or every phone
 * of a customer (anyone who may work that customer; a bare phone Admin and above), a customer's
 * opted-out phones (the dialog hides their click-to-call), withdrawal and the bulk upload
 * (SuperAdmin). The calls declared in the domain's `no-llamar.calls.ts` are registered from
 * there; the upload is still written here (it says why).
 */
export function noLlamarRoutes(app: ApiInstance, deps: { database: Database }): void {
  const service = createNoLlamarService(deps.database);

  routeCall(app, noLlamarCalls.list, (request) => service.listar(request.tenant.id, request.query));

  // 201 for a new phone, 200 for one already on the list.
  routeCall(app, noLlamarCalls.marcar, async (request) => {
    const { fila, nuevo } = await service.marcar(request.tenant.id, currentUser(request), request.body);
    return nuevo ? fila : new SecondSuccess(fila);
  });

  routeCall(app, noLlamarCalls.deCliente, (request) =>
    service.deCliente(request.tenant.id, currentUser(request), request.params.id),
  );

  routeCall(app, noLlamarCalls.marcarCliente, (request) =>
    service.marcarCliente(request.tenant.id, currentUser(request), request.params.id, request.body.motivo),
  );

  routeCall(app, noLlamarCalls.retirar, async (request) => {
    await service.retirar(request.tenant.id, request.params.id);
    // Who withdrew which row (never the phone itself in the log) until the audit log covers it.
    request.log.info(
      { noLlamarId: request.params.id, accountId: currentUser(request).accountId },
      'no llamar retirado',
    );
  });

  // By hand: a multipart upload, read in its own scope (only this scope reads multipart bodies).
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMPORTAR_MAX_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 6 },
    });
    scope.post(`${BASE}/importar/`, {
      config: { access: API_ACCESS.superadmin },
      schema: { response: { 200: resultadoImportarSchema, 400: badRequestSchema } },
      handler: async (request) => {
        const filas = await recibirFichero(request, scope.exportFiles, request.tenant.id);
        return service.importar(request.tenant.id, currentUser(request), filas);
      },
    });
  });
}
