import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idParamSchema, idPathSchema } from '../http/id';
import { API_ACCESS } from '../permissions/api-rules';
import {
  installmentFormSchema,
  installmentSchema,
  installmentsSchema,
  installmentTypeParamSchema,
} from './installment-contract';

const notFound = { 404: detailSchema };

/**
 * SPEC §7 "Devices": a device's installments, a tariff's, and one tariff and terminal's (the
 * configurator); Admin and above write them. Below Manager, only active ones are read.
 */
export const installmentsCalls = {
  ofTerminal: defineCall({
    method: 'GET',
    path: '/api/servicios/installments-terminal/:deviceId/',
    access: API_ACCESS.anyRole,
    params: z.object({ deviceId: idParamSchema }),
    response: installmentsSchema,
    errors: notFound,
  }),
  /** Decision 66: every terminal's plan on one line, a tariff or an additional line. */
  ofTariff: defineCall({
    method: 'GET',
    path: '/api/servicios/installments-tariff/:tariffId/:type',
    access: API_ACCESS.anyRole,
    params: z.object({ tariffId: idParamSchema, type: installmentTypeParamSchema }),
    response: installmentsSchema,
    errors: notFound,
  }),
  ofTariffAndTerminal: defineCall({
    method: 'GET',
    path: '/api/servicios/installments/:tariffId/:terminalId',
    access: API_ACCESS.anyRole,
    params: z.object({ tariffId: idParamSchema, terminalId: idParamSchema }),
    response: installmentsSchema,
    errors: notFound,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/servicios/installment/',
    access: API_ACCESS.admin,
    body: installmentFormSchema,
    status: 201,
    response: installmentSchema,
    errors: { 400: badRequestSchema },
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/servicios/installment/:id/',
    access: API_ACCESS.admin,
    params: idPathSchema,
    body: installmentFormSchema,
    response: installmentSchema,
    errors: { 400: badRequestSchema, ...notFound },
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/servicios/installment/:id/',
    access: API_ACCESS.admin,
    params: idPathSchema,
    status: 204,
    response: z.null(),
    errors: notFound,
  }),
};
