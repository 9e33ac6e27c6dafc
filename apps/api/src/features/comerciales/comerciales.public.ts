/**
 * Whose figures a caller may read and the account checks of forms: shared by the calculator, the
 * calendar, holidays and (issue 15) management, so the rule of decision 83 is written once.
 */
export {
  comercialesElegibles,
  comercialPedido,
  comprobarCuentas,
  cuentasDeGerencia,
  idsVisibles,
  nombreCuenta,
  type ComercialElegible,
} from './comercial-scope';
