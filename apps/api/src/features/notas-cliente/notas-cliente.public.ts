/**
 * What other features may use of customer notes: adding one, as the offer sent by mail records
 * its request and its outcome in the customer's history (issue 31 §3).
 */
export { insertNota } from './notas-cliente.repository';
