import type { ClienteForm } from '@ventas/domain/clientes/cliente-form';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import { checkClienteReferences, saveClienteForm } from './cliente-references';
import { answerPage } from '../../lists/list-page';
import { EXACT_COUNT_LIMIT, type Page } from '@ventas/domain/http/page';
import { CLIENTE_NO_ENCONTRADO } from '@ventas/domain/telework/cliente-scope';
import type { ClientesFilters } from './clientes-filters';
import { estimateClientes, listClientesPage, loadClientes, type ClienteRecord } from './clientes-query';
import type { ClienteScope } from './clientes-scope';
import * as repository from './clientes.repository';

export type ClientesPage = Page<ClienteRecord>;

export function createClientesService(database: Database, { exactCountLimit = EXACT_COUNT_LIMIT } = {}) {
  return {
    async list(tenantId: number, filters: ClientesFilters, scope: ClienteScope): Promise<ClientesPage> {
      return database.tenant(tenantId, async (tx) => {
        const { counted, exact, records, text } = await listClientesPage(tx, filters, scope, exactCountLimit);
        // Past an estimated end the empty page tells, so no estimate is needed for it.
        const estimate =
          exact || (records.length === 0 && filters.page > 1)
            ? 0
            : await estimateClientes(tx, filters, scope, text);
        const count = exact ? { exact, count: counted } : { exact, counted, estimate };
        return answerPage(records, count, filters.page, filters.itemsPerPage);
      });
    },

    async get(tenantId: number, id: number, scope: ClienteScope): Promise<ClienteRecord> {
      return database.tenant(tenantId, async (tx) => {
        if (!(await repository.isVisible(tx, id, scope))) throw notFound(CLIENTE_NO_ENCONTRADO);
        const [record] = await loadClientes(tx, [id]);
        if (!record) throw notFound(CLIENTE_NO_ENCONTRADO);
        return record;
      });
    },

    async create(tenantId: number, form: ClienteForm, scope: ClienteScope): Promise<ClienteRecord> {
      // A Comercial's new lead is theirs unless they leave it explicitly unassigned.
      const owned =
        !scope.seesAll && form.comercial === null ? { ...form, comercial: scope.accountId } : form;
      return database.tenant(tenantId, async (tx) => {
        await checkClienteReferences(tx, owned, scope, null);
        const id = await repository.insertCliente(tx, owned);
        const [record] = await loadClientes(tx, [id]);
        if (!record) throw new AppError('not_found', { detail: CLIENTE_NO_ENCONTRADO });
        return record;
      });
    },

    async update(
      tenantId: number,
      id: number,
      form: ClienteForm,
      scope: ClienteScope,
    ): Promise<ClienteRecord> {
      return database.tenant(tenantId, async (tx) => {
        if (!(await repository.isVisible(tx, id, scope))) throw notFound(CLIENTE_NO_ENCONTRADO);
        await saveClienteForm(tx, id, form, scope);
        const [record] = await loadClientes(tx, [id]);
        if (!record) throw notFound(CLIENTE_NO_ENCONTRADO);
        return record;
      });
    },

    async remove(tenantId: number, id: number): Promise<void> {
      const deleted = await database.tenant(tenantId, (tx) => repository.deleteCliente(tx, id));
      if (!deleted) throw notFound(CLIENTE_NO_ENCONTRADO);
    },
  };
}

export type ClientesService = ReturnType<typeof createClientesService>;
