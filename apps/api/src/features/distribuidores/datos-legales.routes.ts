import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { datosLegalesSchema, datosLegalesUpdateSchema } from '@ventas/domain/distribuidores/datos-legales';
import { badRequestSchema, detailSchema } from '@ventas/domain/http/error-contract';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import type { Database } from '../../db/database';
import { notFound } from '../../http/app-error';
import { createDatosLegalesService } from './datos-legales.service';

export const DATOS_LEGALES_PATH = '/api/distribuidores/datos-legales/';

/**
 * Issue 29 §5: the legal name, CIF/NIF and address the distributor's offers print. Its own Admins
 * and SuperAdmins read and edit them (Administración · Datos legales), always their own
 * distributor's, as the app role; the platform edits any distributor's through
 * PUT /api/distribuidores/distribuidor/{id}/.
 */
export const datosLegalesRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const datosLegales = createDatosLegalesService(database);

  app.get(DATOS_LEGALES_PATH, {
    config: { access: API_ACCESS.admin },
    schema: { response: { 200: datosLegalesSchema, 404: detailSchema } },
    handler: async ({ tenant }) => {
      const datos = await datosLegales.leer(tenant.id);
      if (!datos) throw notFound();
      return datos;
    },
  });

  app.put(DATOS_LEGALES_PATH, {
    config: { access: API_ACCESS.admin },
    schema: {
      body: datosLegalesUpdateSchema,
      response: { 200: datosLegalesSchema, 400: badRequestSchema, 404: detailSchema },
    },
    handler: async ({ tenant, body }) => {
      const datos = await datosLegales.guardar(tenant.id, body);
      if (!datos) throw notFound();
      return datos;
    },
  });
};
