import { credencialesCalls } from '@ventas/domain/credenciales/credenciales.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createCredencialesService } from './credenciales.service';
import { credentialsCipher } from './credentials-cipher';

/**
 * The credentials' calls (declared in the domain's `credenciales.calls.ts`, with who may make
 * each): Admin and above read; only SuperAdmin writes and reveals the secrets (recorded).
 */
export function credencialesRoutes(
  app: ApiInstance,
  deps: { database: Database; credentialsKey: string },
): void {
  const service = createCredencialesService(deps.database, credentialsCipher(deps.credentialsKey));

  routeCall(app, credencialesCalls.list, (request) => service.list(request.tenant.id, request.query));

  routeCall(app, credencialesCalls.detail, (request) => service.detail(request.tenant.id, request.params.id));
  routeCall(app, credencialesCalls.create, (request) => service.create(request.tenant.id, request.body));
  routeCall(app, credencialesCalls.update, (request) =>
    service.update(request.tenant.id, request.params.id, request.body),
  );
  routeCall(app, credencialesCalls.remove, (request) => service.remove(request.tenant.id, request.params.id));
  routeCall(app, credencialesCalls.reveal, (request) =>
    service.reveal(request.tenant.id, request.params.id, currentUser(request).accountId),
  );
  routeCall(app, credencialesCalls.revelaciones, (request) =>
    service.revelaciones(request.tenant.id, request.params.id),
  );
}
