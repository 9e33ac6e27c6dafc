import { DETALLES_PROVEEDOR } from '@ventas/domain/proveedores/proveedores-mensajes';
import type { FastifyRequest } from 'fastify';
import type { TenantTx } from '../../db/database';
import { conflict, invalid } from '../../http/app-error';
import { currentUser } from '../../http/request-context';
import type { ClienteDeConsulta } from '@ventas/domain/proveedores/proveedores-contract';
import {
  clienteIdentidad,
  requireVisibleCliente,
  visibleClienteIdPorDocumento,
} from '../clientes/clientes.public';

/** The customer a call names: by id, else by its document (the schema requires one of them). */
const clienteIdDe = async (tx: TenantTx, request: FastifyRequest, cliente: number | ClienteDeConsulta) =>
  typeof cliente === 'number'
    ? cliente
    : (cliente.cliente_id ??
      (await visibleClienteIdPorDocumento(tx, currentUser(request), cliente.documento ?? '')));

/** The customer's document, read only if the caller may work the customer (404 otherwise). */
export const documentoDe =
  (request: FastifyRequest, cliente: number | ClienteDeConsulta) => async (tx: TenantTx) => {
    const { documento } = await requireVisibleCliente(
      tx,
      currentUser(request),
      await clienteIdDe(tx, request, cliente),
    );
    if (!documento) throw conflict({ detail: DETALLES_PROVEEDOR.sinDocumento });
    return documento;
  };

/**
 * The customer's document, and a check that every phone asked about is the customer's: an agent
 * asks the operator about this customer's lines only (decision 166).
 */
export const documentoConTelefonos =
  (
    request: FastifyRequest,
    nombrado: number | ClienteDeConsulta,
    campo: string,
    msisdns: readonly string[],
  ) =>
  async (tx: TenantTx) => {
    const cliente = await clienteIdentidad(
      tx,
      currentUser(request),
      await clienteIdDe(tx, request, nombrado),
    );
    if (msisdns.some((m) => !cliente.telefonos.includes(m)))
      throw invalid({ [campo]: [DETALLES_PROVEEDOR.telefonoAjeno] });
    if (!cliente.documento) throw conflict({ detail: DETALLES_PROVEEDOR.sinDocumento });
    return cliente.documento;
  };

/** A customer the caller may work (its id checked), for a call that needs nothing else of it. */
export const clienteVisible = (request: FastifyRequest, clienteId: number) => async (tx: TenantTx) => {
  await requireVisibleCliente(tx, currentUser(request), clienteId);
  return null;
};
