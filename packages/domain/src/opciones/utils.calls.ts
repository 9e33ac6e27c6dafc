import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import { API_ACCESS } from '../permissions/api-rules';
import { modelQueryItemsSchema, modelQuerySchema, opcionesSchema } from './opciones-contract';
import {
  tipoVentaAdminSchema,
  tipoVentaCambioSchema,
  tipoVentaNuevoSchema,
  tiposVentaAdminSchema,
  tiposVentaOrdenSchema,
} from './tipos-venta-contract';

const TIPOS_VENTA = '/api/utils/opciones/tipo_venta/';

/**
 * SPEC §4/§7's initial data every role reads (the options and the origen BBDD rows), and
 * Administración · Tipos de venta (issue 29 §5; paths the spec does not list): the distributor's
 * Admins and SuperAdmins list, add, rename, (de)activate, reorder and delete its sale types. Every
 * role reads the list itself from GET /api/utils/opciones/ (`tipo_venta`).
 */
export const utilsCalls = {
  /** `{tipo: [{value, label}]}` (docs/decisions/ 11). */
  opciones: defineCall({
    method: 'GET',
    path: '/api/utils/opciones/',
    access: API_ACCESS.anyRole,
    response: opcionesSchema,
  }),
  tiposVenta: defineCall({
    method: 'GET',
    path: TIPOS_VENTA,
    access: API_ACCESS.admin,
    response: tiposVentaAdminSchema,
  }),
  crearTipoVenta: defineCall({
    method: 'POST',
    path: TIPOS_VENTA,
    access: API_ACCESS.admin,
    body: tipoVentaNuevoSchema,
    status: 201,
    response: tipoVentaAdminSchema,
    errors: { 400: badRequestSchema },
  }),
  ordenarTiposVenta: defineCall({
    method: 'PUT',
    path: `${TIPOS_VENTA}orden/`,
    access: API_ACCESS.admin,
    body: tiposVentaOrdenSchema,
    response: tiposVentaAdminSchema,
    errors: { 400: badRequestSchema },
  }),
  cambiarTipoVenta: defineCall({
    method: 'PUT',
    path: `${TIPOS_VENTA}:id/`,
    access: API_ACCESS.admin,
    params: idPathSchema,
    body: tipoVentaCambioSchema,
    response: tipoVentaAdminSchema,
    errors: { 400: badRequestSchema, 404: detailSchema },
  }),
  eliminarTipoVenta: defineCall({
    method: 'DELETE',
    path: `${TIPOS_VENTA}:id/`,
    access: API_ACCESS.admin,
    params: idPathSchema,
    status: 204,
    response: z.null(),
    errors: { 404: detailSchema, 409: detailSchema },
  }),
  /** The rows of one model (`?model=origenBBDD`). */
  modelQuery: defineCall({
    method: 'GET',
    path: '/api/utils/model-query/',
    access: API_ACCESS.anyRole,
    query: modelQuerySchema,
    response: modelQueryItemsSchema,
  }),
};
