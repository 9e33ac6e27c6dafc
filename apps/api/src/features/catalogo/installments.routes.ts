import { installmentsCalls } from '@ventas/domain/servicios/installments.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createInstallmentsService } from './installments.service';

/** SPEC §7 "Devices", declared in the domain's `servicios/installments.calls.ts`. */
export function installmentsRoutes(app: ApiInstance, deps: { database: Database }): void {
  const installments = createInstallmentsService(deps.database);
  routeCall(app, installmentsCalls.ofTerminal, (request) =>
    installments.deTerminal(request.tenant.id, currentUser(request), request.params.deviceId),
  );
  routeCall(app, installmentsCalls.ofTariff, (request) =>
    installments.deTarifa(
      request.tenant.id,
      currentUser(request),
      request.params.type,
      request.params.tariffId,
    ),
  );
  routeCall(app, installmentsCalls.ofTariffAndTerminal, (request) =>
    installments.deTarifaYTerminal(
      request.tenant.id,
      currentUser(request),
      request.params.tariffId,
      request.params.terminalId,
    ),
  );
  routeCall(app, installmentsCalls.create, (request) => installments.crear(request.tenant.id, request.body));
  routeCall(app, installmentsCalls.update, (request) =>
    installments.cambiar(request.tenant.id, request.params.id, request.body),
  );
  routeCall(app, installmentsCalls.remove, (request) =>
    installments.borrar(request.tenant.id, request.params.id),
  );
}
