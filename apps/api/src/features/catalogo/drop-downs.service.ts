import type {
  CatalogueOption,
  Operator,
  TariffLinesOptions,
} from '@ventas/domain/servicios/catalogue-drop-downs';
import type { Database } from '../../db/database';
import { listOperadores, options, terminalOperator, type DropDownQuery } from './drop-downs.repository';

/** The catalogue's drop-downs (the offer configurator's selects), each in one tenant transaction. */
export function createDropDownsService(database: Database) {
  return {
    operadores: (tenantId: number): Promise<Operator[]> => database.tenant(tenantId, listOperadores),

    /** The terminals an operator sells: its own, or those of the operator it borrows them from. */
    terminales: (tenantId: number, operator: string | undefined): Promise<CatalogueOption[]> =>
      database.tenant(tenantId, (tx) =>
        options(tx, 'terminales', { operator }, operator ? terminalOperator(operator) : null),
      ),

    /** Tariffs and additional lines, and the SVAs too when `withSvas`. */
    tarifasYLineas: (
      tenantId: number,
      query: DropDownQuery,
      withSvas: boolean,
    ): Promise<TariffLinesOptions> =>
      database.tenant(tenantId, async (tx) => ({
        tarifas: await options(tx, 'tarifas', query),
        adicionales: await options(tx, 'adicionales', query),
        ...(withSvas ? { svas: await options(tx, 'svas', query) } : {}),
      })),
  };
}
