/** URL parameters of the customer dialog: `?cliente=<id>|nuevo&modo=edit|view`. */
export const CLIENTE_PARAM = 'cliente';
export const MODO_PARAM = 'modo';
export const NUEVO_CLIENTE = 'nuevo';
