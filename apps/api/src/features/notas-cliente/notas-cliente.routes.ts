import { toComercialRef, type JoinedComercial } from '@ventas/domain/people/comercial-ref';
import type { Nota } from '@ventas/domain/telework/notas-cliente-contract';
import { notasClienteCalls } from '@ventas/domain/telework/notas-cliente.calls';
import type { Database } from '../../db/database';
import { routeCall } from '../../http/call-route';
import { currentUser } from '../../http/request-context';
import type { ApiInstance } from '../../http/route-types';
import { createNotasClienteService } from './notas-cliente.service';

type NotaRow = JoinedComercial & { id: number; nota: string; clienteId: number; createdOn: Date };

const toNota = (row: NotaRow): Nota => ({
  id: row.id,
  comercial: toComercialRef(row),
  nota: row.nota,
  cliente: row.clienteId,
  created_on: row.createdOn.toISOString(),
});

/** A customer's notes (declared in the domain's `notas-cliente.calls.ts`, with who may make each). */
export function notasClienteRoutes(app: ApiInstance, deps: { database: Database }): void {
  const notas = createNotasClienteService(deps.database);

  routeCall(app, notasClienteCalls.list, async (request) => {
    const rows = await notas.listar(request.tenant.id, currentUser(request), request.query.client_id);
    return rows.map(toNota);
  });

  routeCall(app, notasClienteCalls.create, async (request) =>
    toNota(await notas.crear(request.tenant.id, currentUser(request), request.body)),
  );
}
