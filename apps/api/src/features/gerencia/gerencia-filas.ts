import type { FigurasDeComercial } from '@ventas/domain/gerencia/gerencia-contract';
import { ROLE } from '@ventas/domain/permissions/roles';
import type { TenantTx } from '../../db/database';
import type { ClienteScope } from '../clientes/clientes.public';
import type { ComercialElegible } from '../comerciales/comerciales.public';
import { figurasPorComercial, type Figuras } from './figuras.query';
import { comercialesDeConsulta, type ConsultaGerencia } from './gerencia-query';

const conCifras = (figuras: FigurasDeComercial | undefined) =>
  Object.values(figuras ?? {}).some((n) => Number(n) > 0);

/**
 * Gerencia · Comerciales, the screen and its xlsx alike: the accounts that sell, with their
 * figures. An Admin, Manager or SuperAdmin is listed only with a figure in the period (issue 29:
 * they showed as commercials with zeros); a Comercial always; an account named in the filter
 * always. The total is over every account asked for, so it never depends on who is listed.
 */
export async function filasDeGerencia(
  tx: TenantTx,
  alcance: ClienteScope,
  consulta: ConsultaGerencia,
): Promise<Figuras & { cuentas: ComercialElegible[] }> {
  const cuentas = await comercialesDeConsulta(tx, alcance, consulta);
  const figuras = await figurasPorComercial(
    tx,
    cuentas.map((cuenta) => cuenta.id),
    consulta.ventana,
    alcance,
  );
  const nombradas = consulta.comerciales.length > 0 || !alcance.seesAll;
  const vende = (cuenta: ComercialElegible) =>
    nombradas || cuenta.rol === ROLE.COMERCIAL || conCifras(figuras.porComercial.get(cuenta.id));
  return { ...figuras, cuentas: cuentas.filter(vende) };
}
