import { DETALLES_PROVEEDOR } from '@ventas/domain/proveedores/proveedores-mensajes';
import type { FastifyRequest } from 'fastify';
import type { TenantTx } from '../../db/database';
import { conflict, invalid } from '../../http/app-error';
import { currentUser } from '../../http/request-context';
import { clienteIdentidad, requireVisibleCliente } from '../clientes/clientes.public';

/** The customer's document, read only if the caller may work the customer (404 otherwise). */
export const documentoDe = (request: FastifyRequest, clienteId: number) => async (tx: TenantTx) => {
  const { documento } = await requireVisibleCliente(tx, currentUser(request), clienteId);
  if (!documento) throw conflict({ detail: DETALLES_PROVEEDOR.sinDocumento });
  return documento;
};

/**
 * The customer's document, and a check that every phone asked about is the customer's: an agent
 * asks the operator about this customer's lines only (decision 166).
 */
export const documentoConTelefonos =
  (request: FastifyRequest, clienteId: number, campo: string, msisdns: readonly string[]) =>
  async (tx: TenantTx) => {
    const cliente = await clienteIdentidad(tx, currentUser(request), clienteId);
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
