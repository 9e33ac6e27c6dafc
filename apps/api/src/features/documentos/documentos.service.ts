import type { Database } from '../../db/database';
import type { RequestTenant, RequestUser } from '../../http/fastify-types';
import { ofertaGuardadaHtml } from './oferta-guardada-html';

/** Documents (issue 13): what a render needs from the database, in one tenant transaction. */
export function createDocumentosService(database: Database) {
  return {
    /** The printable offer of saved offer `id`, if `user` may read it (a 404 otherwise). */
    ofertaHtml: (
      tenant: Pick<RequestTenant, 'id' | 'name'>,
      user: RequestUser,
      id: number,
    ): Promise<string> => database.tenant(tenant.id, (tx) => ofertaGuardadaHtml(tx, user, tenant, id)),
  };
}
