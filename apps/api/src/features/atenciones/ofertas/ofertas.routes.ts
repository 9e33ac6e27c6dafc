import { idPathSchema } from '@ventas/domain/http/id';
import { ofertaDetailSchema, ofertaFormSchema } from '@ventas/domain/ofertas/oferta-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../../db/database';
import { currentUser } from '../../../http/request-context';
import type { ApiInstance } from '../../../http/route-types';
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
}
