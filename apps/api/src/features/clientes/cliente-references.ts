import type { ClienteForm } from '@ventas/domain/clientes/cliente-form';
import { MENSAJES_PROTECCION } from '@ventas/domain/proteccion-datos/proteccion-datos-contract';
import type { ClienteDuplicate } from '@ventas/domain/clientes/cliente-record';
import type { TenantTx } from '../../db/database';
import { conflict, invalid } from '../../http/app-error';
import type { ClienteScope } from './clientes-scope';
import * as repository from './clientes.repository';

/**
 * Rules a customer form must meet beyond its own schema, against the tenant's data: the
 * commercial it names, its origin, and no other customer with its document or one of its phones
 * (409 naming the field and value, so a screen can say which phone is in use).
 */
export async function checkClienteReferences(
  tx: TenantTx,
  form: ClienteForm,
  scope: ClienteScope,
  excludeId: number | null,
): Promise<void> {
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
      duplicate.field === 'documento' ? `el documento ${duplicate.value}` : `el teléfono ${duplicate.value}`;
    const body: ClienteDuplicate = {
      detail: `Ya existe ${who} con ${what}.`,
      field: [duplicate.field],
      value: [duplicate.value],
      ...(visible ? { cliente_id: [String(duplicate.clienteId)] } : {}),
    };
    throw conflict(body);
  }
}

/** Saves a visible customer's form inside the caller's transaction (the offer save's customer change). */
export async function saveClienteForm(
  tx: TenantTx,
  id: number,
  form: ClienteForm,
  scope: ClienteScope,
): Promise<void> {
  if (await repository.isSuprimido(tx, id))
    throw conflict({ detail: MENSAJES_PROTECCION.suprimidoNoEditable });
  await checkClienteReferences(tx, form, scope, id);
  await repository.updateCliente(tx, id, form);
}
