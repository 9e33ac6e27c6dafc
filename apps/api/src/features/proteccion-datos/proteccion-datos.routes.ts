import { z } from 'zod';
import { detailSchema } from '@ventas/domain/http/error-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { nombreFicheroAcceso } from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import { proteccionDatosCalls } from '@ventas/domain/proteccion-datos/proteccion-datos.calls';
import { madridToday } from '@ventas/domain/time/madrid';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { EXPORT_CONTENT_TYPES } from '../../jobs/export-files';
import { createProteccionDatosService } from './proteccion-datos.service';
import { createPurgaRetencionHandler, PURGA_RETENCION_KIND, startRetencionSweep } from './retencion-purga';
import { createRetencionService } from './retencion.service';
import { startTask } from '../../jobs/start-task';

const xlsxFile = z.unknown().meta({ type: 'string', format: 'binary', description: 'Libro xlsx' });

/**
 * Issue 17 "Data protection" (declared in the domain's `proteccion-datos.calls.ts`, with who may
 * make each): Admins answer a customer's access and erasure requests; SuperAdmins set each
 * origin's retention period and purge its due leads (a job; a daily sweep does the same for every
 * origin with a period).
 */
export function proteccionDatosRoutes(app: ApiInstance, deps: { database: Database }): void {
  const { database } = deps;
  const service = createProteccionDatosService(database);
  const retencion = createRetencionService(database);
  app.jobQueue.register(PURGA_RETENCION_KIND, createPurgaRetencionHandler(database));
  startRetencionSweep(app, database);

  routeCall(app, proteccionDatosCalls.estado, (request) =>
    service.estado(request.tenant.id, currentUser(request), request.params.id),
  );

  // By hand: it answers an xlsx file (with its own headers), not JSON.
  app.get('/api/proteccion-datos/clientes/:id/acceso/', {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 200: xlsxFile, 404: detailSchema } },
    handler: async (request, reply) => {
      const clienteId = request.params.id;
      const user = currentUser(request);
      const fichero = await service.acceso(request.tenant.id, user, clienteId);
      // Reading is not a write, so the audit log has no entry for it: the request log names who.
      request.log.info(
        { clienteId, accountId: user.accountId },
        'derecho de acceso: datos de cliente descargados',
      );
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES.xlsx)
        .header(
          'content-disposition',
          `attachment; filename="${nombreFicheroAcceso(clienteId, madridToday())}"`,
        )
        .header('cache-control', 'no-store')
        .send(fichero);
    },
  });

  routeCall(app, proteccionDatosCalls.suprimir, async (request) => {
    const user = currentUser(request);
    const supresion = await service.suprimir(request.tenant.id, user, request.params.id);
    request.log.info(
      { clienteId: supresion.id, accountId: user.accountId },
      'derecho de supresión: cliente suprimido',
    );
    return supresion;
  });

  routeCall(app, proteccionDatosCalls.retencion, (request) => retencion.origenes(request.tenant.id));

  routeCall(app, proteccionDatosCalls.guardarRetencion, (request) =>
    retencion.guardar(request.tenant.id, request.params.origen, request.body.retencion_dias),
  );

  routeCall(app, proteccionDatosCalls.vistaPrevia, (request) =>
    retencion.vistaPrevia(request.tenant.id, request.params.origen),
  );

  routeCall(app, proteccionDatosCalls.purgar, async (request) => {
    const payload = await retencion.purga(request.tenant.id, request.params.origen);
    return startTask(request, PURGA_RETENCION_KIND, payload);
  });
}
