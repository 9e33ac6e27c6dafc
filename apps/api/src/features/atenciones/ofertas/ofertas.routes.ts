import { idPathSchema } from '@ventas/domain/http/id';
import { ofertaDetailSchema, ofertaFormSchema } from '@ventas/domain/ofertas/oferta-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../../db/database';
import { currentUser } from '../../../http/request-context';
import type { ApiInstance } from '../../../http/route-types';
import {
  activacionesPendientesSchema,
  cuentaActivacionesPendientesSchema,
  declaracionVentasAjusteSchema,
  rechazoActivacionSchema,
} from '@ventas/domain/ofertas/declaracion-venta-contract';
import {
  activacionesPendientes,
  cambiarDeclaracionVentas,
  confirmarActivacion,
  cuentaActivacionesPendientes,
  leerDeclaracionVentas,
  rechazarActivacion,
} from './declaracion-venta.service';
import { editOferta, ofertaById } from './oferta-save.service';

/**
 * SPEC §7 "Offers and catalogue": PUT /api/atenciones/oferta/{id}/ saves an offer in EDIT mode;
 * GET reads it for the configurator (the spec shows no read: decision 74). Any role, on offers of
 * customers they may work.
 */
export function ofertasRoutes(app: ApiInstance, deps: { database: Database }): void {
  app.get('/api/atenciones/oferta/:id/', {
    config: { access: API_ACCESS.anyRole },
    schema: { params: idPathSchema, response: { 200: ofertaDetailSchema } },
    handler: (request) =>
      ofertaById(deps.database, request.tenant.id, currentUser(request), request.params.id),
  });

  app.put('/api/atenciones/oferta/:id/', {
    config: { access: API_ACCESS.anyRole },
    schema: { params: idPathSchema, body: ofertaFormSchema, response: { 200: ofertaDetailSchema } },
    handler: (request) =>
      editOferta(deps.database, request.tenant.id, currentUser(request), request.params.id, request.body),
  });

  // Issue 29 §5 "Declaración de ventas": the requests a Manager or Admin answers (the rule
  // itself, movimientoOferta, is enforced by the PUT above).
  app.get('/api/atenciones/ofertas/activaciones-pendientes/', {
    config: { access: API_ACCESS.manager },
    schema: { response: { 200: activacionesPendientesSchema } },
    handler: (request) => activacionesPendientes(deps.database, request.tenant.id, currentUser(request)),
  });

  // The Dashboard's count of the same requests, with the setting (decision 218).
  app.get('/api/atenciones/ofertas/activaciones-pendientes/cuenta/', {
    config: { access: API_ACCESS.manager },
    schema: { response: { 200: cuentaActivacionesPendientesSchema } },
    handler: (request) =>
      cuentaActivacionesPendientes(deps.database, request.tenant.id, currentUser(request)),
  });

  app.post('/api/atenciones/oferta/:id/activacion/confirmar/', {
    config: { access: API_ACCESS.manager },
    schema: { params: idPathSchema, response: { 200: ofertaDetailSchema } },
    handler: (request) =>
      confirmarActivacion(deps.database, request.tenant.id, currentUser(request), request.params.id),
  });

  app.post('/api/atenciones/oferta/:id/activacion/rechazar/', {
    config: { access: API_ACCESS.manager },
    schema: { params: idPathSchema, body: rechazoActivacionSchema, response: { 200: ofertaDetailSchema } },
    handler: (request) =>
      rechazarActivacion(
        deps.database,
        request.tenant.id,
        currentUser(request),
        request.params.id,
        request.body,
      ),
  });

  // The distributor's setting (Administración): Managers read it, Admin and above change it.
  app.get('/api/distribuidores/declaracion-ventas/', {
    config: { access: API_ACCESS.manager },
    schema: { response: { 200: declaracionVentasAjusteSchema } },
    handler: (request) => leerDeclaracionVentas(deps.database, request.tenant.id),
  });

  app.put('/api/distribuidores/declaracion-ventas/', {
    config: { access: API_ACCESS.admin },
    schema: { body: declaracionVentasAjusteSchema, response: { 200: declaracionVentasAjusteSchema } },
    handler: (request) => cambiarDeclaracionVentas(deps.database, request.tenant.id, request.body.modo),
  });
}
