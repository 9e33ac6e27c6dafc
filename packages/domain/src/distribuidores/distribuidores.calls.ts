import { z } from 'zod';
import { defineCall } from '../http/api-call';
import { badRequestSchema, detailSchema } from '../http/error-contract';
import { idPathSchema } from '../http/id';
import { taskStartedSchema } from '../jobs/task-status-contract';
import { API_ACCESS } from '../permissions/api-rules';
import { datosLegalesSchema, datosLegalesUpdateSchema } from './datos-legales';
import {
  distribuidorAdminSchema,
  distribuidorCreadoSchema,
  distribuidorCreateSchema,
  distribuidorInfoSchema,
  distribuidorUpdateSchema,
  maintenanceStatusSchema,
  superadminCreateSchema,
  superadminInicialSchema,
} from './distribuidores-contract';

/**
 * SPEC §7 Tenants (GET/POST /api/distribuidores/distribuidor/, PUT/DELETE {id}/) as issue 16 has
 * them: a distributor's SuperAdmin sees and edits their own (decision 9); the platform's manage
 * every distributor (decision 134): create (with or without a first SuperAdmin, issue 29 §4),
 * edit, delete (disabled at once, erased after the grace period by the sweep), export before
 * erasure, restore, logo, first SuperAdmin. The logo (a file) stays routed by hand in the API.
 * The two public calls are on the sign-in's path, where the web loads no declaration: it spells
 * their paths itself.
 */
export const distribuidoresCalls = {
  /** SPEC §7 Session: whether this host's tenant is in maintenance (public, served in it). */
  maintenanceStatus: defineCall({
    method: 'GET',
    path: '/api/distribuidores/get-maintenance-status/',
    access: API_ACCESS.public,
    response: maintenanceStatusSchema,
  }),
  /** SPEC §7 Session: this host's tenant (public, served in maintenance). */
  info: defineCall({
    method: 'GET',
    path: '/api/distribuidores/get-distribuidor-info/',
    access: API_ACCESS.public,
    response: distribuidorInfoSchema,
  }),
  /** On the platform every distributor (deleted ones flagged); for any other SuperAdmin, their own. */
  list: defineCall({
    method: 'GET',
    path: '/api/distribuidores/distribuidor/',
    access: API_ACCESS.superadmin,
    response: z.array(distribuidorAdminSchema),
  }),
  /** The distributor and its first SuperAdmin's one-time password (answered `no-store`). */
  create: defineCall({
    method: 'POST',
    path: '/api/distribuidores/distribuidor/',
    access: API_ACCESS.platform,
    body: distribuidorCreateSchema,
    status: 201,
    response: distribuidorCreadoSchema,
    errors: { 400: badRequestSchema },
  }),
  /**
   * Any subset of the fields (the maintenance switch sends only `maintenance`; `groups` only on
   * the platform); the record as read back is accepted too. Answers the row as the list shows it.
   */
  update: defineCall({
    method: 'PUT',
    path: '/api/distribuidores/distribuidor/:id/',
    access: API_ACCESS.superadmin,
    params: idPathSchema,
    body: distribuidorUpdateSchema,
    response: distribuidorAdminSchema,
    errors: { 400: badRequestSchema, 403: detailSchema, 404: detailSchema },
  }),
  /** Its host stops at once, its data goes after the grace period. */
  remove: defineCall({
    method: 'DELETE',
    path: '/api/distribuidores/distribuidor/:id/',
    access: API_ACCESS.platform,
    params: idPathSchema,
    status: 204,
    response: z.null(),
    errors: { 404: detailSchema, 409: detailSchema },
  }),
  /** A deleted distributor back before its erasure. */
  restore: defineCall({
    method: 'POST',
    path: '/api/distribuidores/distribuidor/:id/restore/',
    access: API_ACCESS.platform,
    params: idPathSchema,
    response: distribuidorAdminSchema,
    errors: { 404: detailSchema },
  }),
  /** Every row of the distributor, as a file job. */
  export: defineCall({
    method: 'GET',
    path: '/api/distribuidores/distribuidor/:id/export/',
    access: API_ACCESS.platform,
    params: idPathSchema,
    response: taskStartedSchema,
    errors: { 404: detailSchema },
  }),
  /**
   * Issue 29 §4: the first SuperAdmin of a distributor created without one (SPEC §3's tenant has
   * no account), made by the platform as POST makes it: a one-time password (answered
   * `no-store`), changed at first login. Only while it has no active SuperAdmin: from then on,
   * its own SuperAdmin manages its accounts (decision 9). The account is written as the app role
   * confined to that distributor.
   */
  createSuperadmin: defineCall({
    method: 'POST',
    path: '/api/distribuidores/distribuidor/:id/superadmin/',
    access: API_ACCESS.platform,
    params: idPathSchema,
    body: superadminCreateSchema,
    status: 201,
    response: superadminInicialSchema,
    errors: { 400: badRequestSchema, 404: detailSchema, 409: detailSchema },
  }),
  /**
   * Issue 29 §5: the legal name, CIF/NIF and address the distributor's offers print. Its own
   * Admins and SuperAdmins read and edit them (Administración · Datos legales), always their own
   * distributor's, as the app role; the platform edits any distributor's through
   * PUT /api/distribuidores/distribuidor/{id}/.
   */
  datosLegales: defineCall({
    method: 'GET',
    path: '/api/distribuidores/datos-legales/',
    access: API_ACCESS.admin,
    response: datosLegalesSchema,
    errors: { 404: detailSchema },
  }),
  guardarDatosLegales: defineCall({
    method: 'PUT',
    path: '/api/distribuidores/datos-legales/',
    access: API_ACCESS.admin,
    body: datosLegalesUpdateSchema,
    response: datosLegalesSchema,
    errors: { 400: badRequestSchema, 404: detailSchema },
  }),
  /**
   * The tenant's logo removed (the login page goes back to the default). Its upload is multipart
   * and its image a file: both by hand.
   */
  quitarLogo: defineCall({
    method: 'DELETE',
    path: '/api/distribuidores/distribuidor/:id/logo/',
    access: API_ACCESS.superadmin,
    params: idPathSchema,
    status: 204,
    response: z.null(),
    errors: { 404: detailSchema },
  }),
};
