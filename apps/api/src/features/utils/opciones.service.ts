import { ESTADOS_CUENTA, TIPOS_COMERCIAL } from '@ventas/domain/cuentas/account-constants';
import { tipoDocumentoLabel } from '@ventas/domain/clientes/cliente-labels';
import { etiquetaDeOpcion } from '@ventas/domain/opciones/opcion-etiqueta';
import type { Opcion, Opciones } from '@ventas/domain/opciones/opciones-contract';
import { TERRITORIOS } from '@ventas/domain/ofertas/territorios';
import { TIPOS_DOCUMENTO } from '@ventas/domain/validators/documento';
import type { Database } from '../../db/database';
import { listOrigenes } from '../catalogo/catalogo.public';
import { listOpciones } from './opciones.repository';

const asOptions = (values: readonly string[]): Opcion[] => values.map((value) => ({ value, label: value }));

/** Fixed lists that are product rules, not tenant data. */
const FIXED_OPTIONS: Record<string, Opcion[]> = {
  // The labels the export writes too (one table, packages/domain cliente-labels).
  tipo_documento: TIPOS_DOCUMENTO.map((value) => ({ value, label: tipoDocumentoLabel(value) })),
  tipo_comercial: asOptions(TIPOS_COMERCIAL),
  estado_cuenta: asOptions(ESTADOS_CUENTA),
  // SPEC §9: the offer's VAT factor is 1 + rate/100, the rate taken from the selected location.
  ubicacion: TERRITORIOS.map(({ value, label, rate }) => ({ value, label, rate })),
};

/** The selects' choices: the fixed lists and the tenant's own, and the lists model-query/ names. */
export function createOpcionesService(database: Database) {
  return {
    async opciones(tenantId: number): Promise<Opciones> {
      const rows = await database.tenant(tenantId, (tx) => listOpciones(tx));
      const grouped: Record<string, Opcion[]> = { ...FIXED_OPTIONS };
      for (const row of rows) {
        // A fixed list is a product rule (the locations are tax law): a tenant row cannot extend
        // it, and pushing into it would change the shared array for every later request.
        if (Object.hasOwn(FIXED_OPTIONS, row.tipo)) continue;
        // Kept in the list so its packages still read its label; the selects leave it out.
        const opcion: Opcion = { value: row.value, label: etiquetaDeOpcion(row.tipo, row.value, row.label) };
        (grouped[row.tipo] ??= []).push(row.activo ? opcion : { ...opcion, activo: false });
      }
      return grouped;
    },

    /** model-query/'s only model, origenBBDD: the tenant's origins. */
    origenes: (tenantId: number) => database.tenant(tenantId, (tx) => listOrigenes(tx)),
  };
}
