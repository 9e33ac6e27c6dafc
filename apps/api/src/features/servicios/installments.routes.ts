import { z } from 'zod';
import { idParamSchema, idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import {
  installmentFormSchema,
  installmentSchema,
  installmentsSchema,
  installmentTypeParamSchema,
} from '@ventas/domain/servicios/installment-contract';
import type { Database } from '../../db/database';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createInstallmentsService } from './installments.service';

/**
 * SPEC §7 "Devices": a device's installments, a tariff's, and one tariff and terminal's (the
 * configurator); Admin and above write them. Below Manager, only active ones are read.
 */
export function installmentsRoutes(app: ApiInstance, deps: { database: Database }): void {
  const installments = createInstallmentsService(deps.database);
  const read = API_ACCESS.anyRole;
  app.get('/api/servicios/installments-terminal/:deviceId/', {
    config: { access: read },
    schema: { params: z.object({ deviceId: idParamSchema }), response: { 200: installmentsSchema } },
    handler: (request) =>
      installments.deTerminal(request.tenant.id, currentUser(request), request.params.deviceId),
  });
  app.get('/api/servicios/installments-tariff/:tariffId/:type', {
    config: { access: read },
    schema: {
      params: z.object({ tariffId: idParamSchema, type: installmentTypeParamSchema }),
      response: { 200: installmentsSchema },
    },
    handler: (request) =>
      installments.deTarifa(
        request.tenant.id,
        currentUser(request),
        request.params.type,
        request.params.tariffId,
      ),
  });
  app.get('/api/servicios/installments/:tariffId/:terminalId', {
    config: { access: read },
    schema: {
      params: z.object({ tariffId: idParamSchema, terminalId: idParamSchema }),
      response: { 200: installmentsSchema },
    },
    handler: (request) =>
      installments.deTarifaYTerminal(
        request.tenant.id,
        currentUser(request),
        request.params.tariffId,
        request.params.terminalId,
      ),
  });

  app.post('/api/servicios/installment/', {
    config: { access: API_ACCESS.admin },
    schema: { body: installmentFormSchema, response: { 201: installmentSchema } },
    handler: async (request, reply) => {
      const row = await installments.crear(request.tenant.id, request.body);
      return reply.code(201).send(row);
    },
  });
  app.put('/api/servicios/installment/:id/', {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, body: installmentFormSchema, response: { 200: installmentSchema } },
    handler: (request) => installments.cambiar(request.tenant.id, request.params.id, request.body),
  });
  app.delete('/api/servicios/installment/:id/', {
    config: { access: API_ACCESS.admin },
    schema: { params: idPathSchema, response: { 204: z.null() } },
    handler: async (request, reply) => {
      await installments.borrar(request.tenant.id, request.params.id);
      return reply.code(204).send(null);
    },
  });
}
