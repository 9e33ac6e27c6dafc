import type { ClienteForm } from '@ventas/domain/clientes/cliente-form';
import type { ClienteDuplicate } from '@ventas/domain/clientes/cliente-record';
import type { Database, TenantTx } from '../../db/database';
import { AppError, conflict, invalid, notFound } from '../../http/app-error';
import { answerPage } from '../../lists/list-page';
import { EXACT_COUNT_LIMIT, type Page } from '@ventas/domain/http/page';
import { CLIENTE_NO_ENCONTRADO } from '@ventas/domain/telework/cliente-scope';
import type { ClientesFilters } from './clientes-filters';
import { estimateClientes, listClientesPage, loadClientes, type ClienteRecord } from './clientes-query';
import type { ClienteScope } from './clientes-scope';
import * as repository from './clientes.repository';

export type ClientesPage = Page<ClienteRecord>;

export function createClientesService(database: Database, { exactCountLimit = EXACT_COUNT_LIMIT } = {}) {
  /** Rules a form must meet beyond its own schema, against the tenant's data. */
  async function checkReferences(
    tx: TenantTx,
    form: ClienteForm,
    scope: ClienteScope,
    excludeId: number | null,
  ) {
    if (form.comercial !== null) {
      if (!scope.seesAll && form.comercial !== scope.accountId) {
        throw invalid({ comercial: ['Solo puede asignarse clientes a sí mismo.'] });
      }
      if (!(await repository.accountExists(tx, form.comercial))) {
        throw invalid({ comercial: ['El comercial no existe.'] });
      }
    }
    if (form.origen_bbdd !== null && !(await repository.origenExists(tx, form.origen_bbdd))) {
      throw invalid({ origen_bbdd: ['El origen no existe.'] });
    }
    const duplicate = await repository.findDuplicate(tx, form, excludeId);
    if (duplicate) {
      const visible =
        scope.seesAll || duplicate.comercialId === null || duplicate.comercialId === scope.accountId;
      const who = visible ? `${duplicate.nombre} (#${duplicate.clienteId})` : 'un cliente de otro comercial';
      const what =
        duplicate.field === 'documento'
          ? `el documento ${duplicate.value}`
          : `el teléfono ${duplicate.value}`;
      const body: ClienteDuplicate = {
        detail: `Ya existe ${who} con ${what}.`,
        field: [duplicate.field],
        value: [duplicate.value],
        ...(visible ? { cliente_id: [String(duplicate.clienteId)] } : {}),
      };
      throw conflict(body);
    }
  }

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
        await checkReferences(tx, owned, scope, null);
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
        await checkReferences(tx, form, scope, id);
        await repository.updateCliente(tx, id, form);
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
