import { z } from 'zod';
import { paqueteEstadoFrom } from './package-order-state';
import { ESTADOS_PAQUETE } from './paquete-estados';
import { texto } from '../validators/campos';

export const MENSAJE_ESTADO_PAQUETE =
  'Estado no válido: ACTIVO, CANCELADO, VUELO o un número de pedido del proveedor (6, 76, 77, 7, 8, 79)';
export const PAQUETE_NO_ENCONTRADO = 'No se ha encontrado el paquete';

/**
 * PUT /api/atenciones/paquete/{id}/ {estado, order_id} (SPEC §4, §7): `estado` is one of ours or
 * a provider's order number (decision 70); `order_id`, the provider's order, is kept as sent
 * (absent leaves the stored one).
 */
export const paqueteEstadoUpdateSchema = z.object({
  estado: z.union([z.number(), z.string().max(20)]).transform((value, ctx) => {
    const estado = paqueteEstadoFrom(value);
    if (estado === null) {
      ctx.addIssue({ code: 'custom', message: MENSAJE_ESTADO_PAQUETE });
      return z.NEVER;
    }
    return estado;
  }),
  order_id: texto(64).nullish(),
});
export type PaqueteEstadoUpdate = z.output<typeof paqueteEstadoUpdateSchema>;

/** It answers the package's new status. */
export const paqueteEstadoResponseSchema = z.object({ estado: z.enum(ESTADOS_PAQUETE) });
