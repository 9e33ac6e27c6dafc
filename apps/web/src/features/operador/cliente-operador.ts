/** What provider B's tabs need of the customer open in the dialog. */
export interface ClienteOperador {
  id: number;
  /** The customer's phones, in the record's order (Registros picks msisdns among them). */
  telefonos: readonly string[];
}
