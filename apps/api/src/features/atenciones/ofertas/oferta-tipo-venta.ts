import type { PaqueteForm } from '@ventas/domain/ofertas/oferta-contract';
import { MENSAJES_TIPO_VENTA, paquetesConTipoVentaNoValido } from '@ventas/domain/opciones/tipos-venta';
import type { TenantTx } from '../../../db/database';
import { invalid } from '../../../http/app-error';
import { tiposVentaOfrecidos } from '../../utils/utils.public';

/**
 * Issue 29 §5: a package's sale type is one of the distributor's list, checked in the save's own
 * transaction (the types read stay locked against a delete until it ends). None is allowed; a
 * stored package keeps the type it holds even if it has since been deactivated. A 400 names each
 * package's field under `prefix` (`oferta.` on CREATE).
 */
export async function comprobarTiposVenta(
  tx: TenantTx,
  paquetes: readonly PaqueteForm[],
  guardados: ReadonlyMap<number, string | null>,
  prefix: string,
): Promise<void> {
  const pedidos = new Set(
    paquetes.flatMap((paquete) => (paquete.tipoVenta === null ? [] : [paquete.tipoVenta])),
  );
  const activos = await tiposVentaOfrecidos(tx, [...pedidos]);
  const malos = paquetesConTipoVentaNoValido(paquetes, activos, guardados);
  if (malos.length > 0)
    throw invalid(
      Object.fromEntries(
        malos.map((index) => [`${prefix}paquetes.${index}.tipoVenta`, [MENSAJES_TIPO_VENTA.noValido]]),
      ),
    );
}
