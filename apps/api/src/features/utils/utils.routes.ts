import { z } from 'zod';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { ESTADOS_CUENTA, TIPOS_COMERCIAL } from '@ventas/domain/cuentas/account-constants';
import { TIPOS_DOCUMENTO } from '@ventas/domain/validators/documento';
import type { Database } from '../../db/database';
import type { ApiInstance } from '../../http/route-types';
import { listOrigenes } from './model-query.repository';
import { listOpciones } from './opciones.repository';

const option = z.object({ value: z.string(), label: z.string() });
type Option = z.infer<typeof option>;
const asOptions = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

/** Fixed lists that are product rules, not tenant data. */
const FIXED_OPTIONS: Record<string, Option[]> = {
  tipo_documento: asOptions(TIPOS_DOCUMENTO),
  tipo_comercial: asOptions(TIPOS_COMERCIAL),
  estado_cuenta: asOptions(ESTADOS_CUENTA),
};

// The spec names only origenBBDD; other models join this list as their screens arrive.
const MODEL_QUERY_MODELS = ['origenBBDD'] as const;

export function utilsRoutes(app: ApiInstance, deps: { database: Database }): void {
  app.get('/api/utils/opciones/', {
    config: { access: API_ACCESS.anyRole },
    schema: { response: { 200: z.record(z.string(), z.array(option)) } },
    handler: async (request) => {
      const tenantId = request.tenant.id;
      const rows = await deps.database.tenant(tenantId, (tx) => listOpciones(tx, tenantId));
      const grouped: Record<string, Option[]> = { ...FIXED_OPTIONS };
      for (const row of rows) (grouped[row.tipo] ??= []).push({ value: row.value, label: row.label });
      return grouped;
    },
  });

  app.get('/api/utils/model-query/', {
    config: { access: API_ACCESS.anyRole },
    schema: {
      querystring: z.object({ model: z.enum(MODEL_QUERY_MODELS) }),
      response: {
        200: z.array(z.object({ id: z.number().int(), nombre: z.string(), timestamp: z.string() })),
      },
    },
    handler: async (request) => {
      const tenantId = request.tenant.id;
      const rows = await deps.database.tenant(tenantId, (tx) => listOrigenes(tx, tenantId));
      return rows.map((row) => ({ ...row, timestamp: row.timestamp.toISOString() }));
    },
  });
}
