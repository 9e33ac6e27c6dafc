import { z } from 'zod';
import { badRequestSchema, detailSchema } from '@ventas/domain/http/error-contract';
import { idParamSchema, idPathSchema } from '@ventas/domain/http/id';
import { taskStartedSchema } from '@ventas/domain/jobs/task-status-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  estadoSupresionSchema,
  nombreFicheroAcceso,
  origenesRetencionSchema,
  origenRetencionSchema,
  retencionBodySchema,
  suprimirSchema,
  supresionSchema,
  vistaPreviaSchema,
} from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import { madridToday } from '@ventas/domain/time/madrid';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { EXPORT_CONTENT_TYPES } from '../../jobs/export-files';
import { createProteccionDatosService } from './proteccion-datos.service';
import { createPurgaRetencionHandler, PURGA_RETENCION_KIND, startRetencionSweep } from './retencion-purga';
import { createRetencionService } from './retencion.service';
import { startTask } from '../../jobs/start-task';

const BASE = '/api/proteccion-datos';
const xlsxFile = z.unknown().meta({ type: 'string', format: 'binary', description: 'Libro xlsx' });
const origenPathSchema = z.object({ origen: idParamSchema });

/**
 * Issue 17 "Data protection" (RGPD / LOPDGDD). Admins and above answer a customer's requests:
 * access (one xlsx with everything held on them) and erasure (irreversible anonymisation).
 * SuperAdmins set each origin's retention period and purge its due never-contacted leads (a job;
 * a daily sweep does the same for every origin with a period).
 */
export function proteccionDatosRoutes(app: ApiInstance, deps: { database: Database }): void {
  const { database } = deps;
  const service = createProteccionDatosService(database);
  const retencion = createRetencionService(database);
  app.jobQueue.register(PURGA_RETENCION_KIND, createPurgaRetencionHandler(database));
  startRetencionSweep(app, database);

  app.get(`${BASE}/clientes/:id/`, {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 200: estadoSupresionSchema, 404: detailSchema } },
    handler: (request) => service.estado(request.tenant.id, currentUser(request), request.params.id),
  });

  app.get(`${BASE}/clientes/:id/acceso/`, {
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

  app.post(`${BASE}/clientes/:id/suprimir/`, {
    config: { access: API_ACCESS.admin },
    schema: {
      params: idPathSchema,
      body: suprimirSchema,
      response: { 200: supresionSchema, 400: badRequestSchema, 404: detailSchema, 409: detailSchema },
    },
    handler: async (request) => {
      const user = currentUser(request);
      const supresion = await service.suprimir(request.tenant.id, user, request.params.id);
      request.log.info(
        { clienteId: supresion.id, accountId: user.accountId },
        'derecho de supresión: cliente suprimido',
      );
      return supresion;
    },
  });

  app.get(`${BASE}/retencion/`, {
    config: { access: API_ACCESS.superadmin },
    schema: { response: { 200: origenesRetencionSchema } },
    handler: (request) => retencion.origenes(request.tenant.id),
  });

  app.put(`${BASE}/retencion/:origen/`, {
    config: { access: API_ACCESS.superadmin },
    schema: {
      params: origenPathSchema,
      body: retencionBodySchema,
      response: { 200: origenRetencionSchema, 400: badRequestSchema, 404: detailSchema },
    },
    handler: (request) =>
      retencion.guardar(request.tenant.id, request.params.origen, request.body.retencion_dias),
  });

  app.get(`${BASE}/retencion/:origen/vista-previa/`, {
    config: { access: API_ACCESS.superadmin },
    schema: { params: origenPathSchema, response: { 200: vistaPreviaSchema, 404: detailSchema } },
    handler: (request) => retencion.vistaPrevia(request.tenant.id, request.params.origen),
  });

  app.post(`${BASE}/retencion/:origen/purgar/`, {
    config: { access: API_ACCESS.superadmin },
    schema: {
      params: origenPathSchema,
      response: { 200: taskStartedSchema, 404: detailSchema, 409: detailSchema },
    },
    handler: async (request) => {
      const payload = await retencion.purga(request.tenant.id, request.params.origen);
      return startTask(request, PURGA_RETENCION_KIND, payload);
    },
  });
}
