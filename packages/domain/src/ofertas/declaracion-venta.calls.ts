import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import { API_ACCESS } from '../permissions/api-rules';
import {
  activacionesPendientesSchema,
  cuentaActivacionesPendientesSchema,
  declaracionVentasAjusteSchema,
  rechazoActivacionSchema,
} from './declaracion-venta-contract';
import { ofertaDetailSchema } from './oferta-contract';

const answer = { 400: badRequestSchema, 404: detailSchema, 409: detailSchema };

/**
 * Issue 29 §5 "Declaración de ventas": the activation requests a Manager or Admin answers, their
 * count on the Dashboard (decision 218), and the distributor's setting. The rule itself
 * (movimientoOferta) is enforced by the offer's PUT.
 */
export const declaracionVentaCalls = {
  pendientes: defineCall({
    method: 'GET',
    path: '/api/atenciones/ofertas/activaciones-pendientes/',
    access: API_ACCESS.manager,
    response: activacionesPendientesSchema,
  }),
  cuenta: defineCall({
    method: 'GET',
    path: '/api/atenciones/ofertas/activaciones-pendientes/cuenta/',
    access: API_ACCESS.manager,
    response: cuentaActivacionesPendientesSchema,
  }),
  confirmar: defineCall({
    method: 'POST',
    path: '/api/atenciones/oferta/:id/activacion/confirmar/',
    access: API_ACCESS.manager,
    params: idPathSchema,
    response: ofertaDetailSchema,
    errors: answer,
  }),
  rechazar: defineCall({
    method: 'POST',
    path: '/api/atenciones/oferta/:id/activacion/rechazar/',
    access: API_ACCESS.manager,
    params: idPathSchema,
    body: rechazoActivacionSchema,
    response: ofertaDetailSchema,
    errors: answer,
  }),
  /** The distributor's setting (Administración): Managers read it, Admin and above change it. */
  ajuste: defineCall({
    method: 'GET',
    path: '/api/distribuidores/declaracion-ventas/',
    access: API_ACCESS.manager,
    response: declaracionVentasAjusteSchema,
  }),
  cambiarAjuste: defineCall({
    method: 'PUT',
    path: '/api/distribuidores/declaracion-ventas/',
    access: API_ACCESS.admin,
    body: declaracionVentasAjusteSchema,
    response: declaracionVentasAjusteSchema,
    errors: { 400: badRequestSchema },
  }),
};
