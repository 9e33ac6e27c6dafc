import { z } from 'zod';
import { clienteDuplicateSchema } from '../clientes/cliente-record';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import { API_ACCESS } from '../permissions/api-rules';
import {
  additionalInfoCreateSchema,
  additionalInfoQuerySchema,
  additionalInfoSchema,
  additionalInfoUpdateSchema,
} from './additional-info-contract';
import { atencionUpdateSchema } from './atencion-update-contract';
import { atencionViewSchema, contractsSchema, historicoSchema } from './atenciones-contract';
import { atencionesListQuerySchema, atencionesPageSchema } from './atenciones-list-contract';
import { entradaBodySchema } from './entrada-body';
import { paqueteEstadoResponseSchema, paqueteEstadoUpdateSchema } from './paquete-contract';
import { paquetesListQuerySchema, paquetesPageSchema } from './paquetes-list-contract';

const notFound = { 404: detailSchema };

/**
 * SPEC §7 Telework and Calculator: a customer's history and contracts, new entries (agendado, no
 * interesado, gestión, oferta), the attentions and packages lists, a package's state and its order
 * information. Every role calls them; a Comercial reads and writes only what belongs to the
 * customers they may work (the services judge it).
 */
export const atencionesCalls = {
  historico: defineCall({
    method: 'GET',
    path: '/api/atenciones/historico/:id',
    access: API_ACCESS.anyRole,
    params: idPathSchema,
    response: historicoSchema,
    errors: notFound,
  }),
  contracts: defineCall({
    method: 'GET',
    path: '/api/atenciones/contracts/:id',
    access: API_ACCESS.anyRole,
    params: idPathSchema,
    response: contractsSchema,
    errors: notFound,
  }),
  /**
   * One body, several shapes: the schema picks the shape (the API describes them all). An offer's
   * customer form may name a phone another customer holds (409).
   */
  createEntrada: defineCall({
    method: 'POST',
    path: '/api/atenciones/entradas/',
    access: API_ACCESS.anyRole,
    body: entradaBodySchema,
    status: 201,
    response: atencionViewSchema,
    errors: { 400: badRequestSchema, ...notFound, 409: z.union([clienteDuplicateSchema, detailSchema]) },
  }),
  entrada: defineCall({
    method: 'GET',
    path: '/api/atenciones/entradas/:id',
    access: API_ACCESS.anyRole,
    params: idPathSchema,
    response: atencionViewSchema,
    errors: notFound,
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/atenciones/',
    access: API_ACCESS.anyRole,
    query: atencionesListQuerySchema,
    response: atencionesPageSchema,
    errors: { 400: badRequestSchema },
  }),
  /** Decision 73: marking changes which month counts it, so it is Manager and above's. */
  markUpdated: defineCall({
    method: 'PUT',
    path: '/api/atenciones/:id/',
    access: API_ACCESS.manager,
    params: idPathSchema,
    body: atencionUpdateSchema,
    response: atencionViewSchema,
    errors: { 400: badRequestSchema, ...notFound },
  }),
  /** Decision 73: deleting changes a month's figures, so it is Admin and above's. */
  remove: defineCall({
    method: 'DELETE',
    path: '/api/atenciones/:id/',
    access: API_ACCESS.admin,
    params: idPathSchema,
    status: 204,
    response: z.null(),
    errors: notFound,
  }),
  paquetes: defineCall({
    method: 'GET',
    path: '/api/atenciones/paquete/',
    access: API_ACCESS.anyRole,
    query: paquetesListQuerySchema,
    response: paquetesPageSchema,
    errors: { 400: badRequestSchema },
  }),
  /** Decision 70: a package follows its provider order; answers its new state. */
  paqueteEstado: defineCall({
    method: 'PUT',
    path: '/api/atenciones/paquete/:id/',
    access: API_ACCESS.anyRole,
    params: idPathSchema,
    body: paqueteEstadoUpdateSchema,
    response: paqueteEstadoResponseSchema,
    errors: { 400: badRequestSchema, ...notFound },
  }),
  /** Decision 75 (the spec shows only the writes): a package's order info, 404 while it has none. */
  additionalInfo: defineCall({
    method: 'GET',
    path: '/api/atenciones/additionalinfo/',
    access: API_ACCESS.anyRole,
    query: additionalInfoQuerySchema,
    response: additionalInfoSchema,
    errors: { 400: badRequestSchema, ...notFound },
  }),
  createAdditionalInfo: defineCall({
    method: 'POST',
    path: '/api/atenciones/additionalinfo/',
    access: API_ACCESS.anyRole,
    body: additionalInfoCreateSchema,
    status: 201,
    response: additionalInfoSchema,
    errors: { 400: badRequestSchema, ...notFound, 409: detailSchema },
  }),
  updateAdditionalInfo: defineCall({
    method: 'PUT',
    path: '/api/atenciones/additionalinfo/:id/',
    access: API_ACCESS.anyRole,
    params: idPathSchema,
    body: additionalInfoUpdateSchema,
    response: additionalInfoSchema,
    errors: { 400: badRequestSchema, ...notFound },
  }),
};
