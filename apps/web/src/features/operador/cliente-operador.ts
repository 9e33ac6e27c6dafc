import type { Contract } from '@ventas/domain/telework/atenciones-contract';

/**
 * The customer's packages as the customer dialog already reads them (its GET
 * /api/atenciones/contracts/{id} query). They come in from the dialog rather than being asked
 * here: the dialog hosts these tabs, so asking through clientes' public module would close an
 * import cycle, and one query keeps the Contratos tab and the order's package list in step.
 */
export interface PaquetesCliente {
  data: readonly Contract[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** Asks the packages again (after a load failure, or after a package changed here). */
  refetch: () => unknown;
}

/** What provider B's tabs need of the customer open in the dialog. */
export interface ClienteOperador {
  id: number;
  /** The customer's phones, in the record's order (Registros picks msisdns among them). */
  telefonos: readonly string[];
  paquetes: PaquetesCliente;
}
