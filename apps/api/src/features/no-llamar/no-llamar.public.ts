/**
 * What other features may use of the do-not-call list (style.md §1): SQL pieces for their own
 * statements. The customer record lists its opted-out phones (`telefonosNoLlamarSql`), deal-outs
 * leave out customers with one (`clienteNoLlamarSql`), lead imports flag a phone (`noLlamarSql`).
 */
export { clienteNoLlamarSql, noLlamarSql, telefonosNoLlamarSql } from './no-llamar-sql';
/** Puts phones on the list in the caller's transaction (erasure: fuente 'supresion'). */
export { marcarTelefonos, type Marca } from './no-llamar.repository';
