import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { distribuidoresCalls } from '@ventas/domain/distribuidores/distribuidores.calls';
import type { Database } from '../../db/database';
import { notFound } from '../../http/app-error';
import { routeCall } from '../../http/call-route';
import { createDatosLegalesService } from './datos-legales.service';

export const DATOS_LEGALES_PATH = distribuidoresCalls.datosLegales.path;

/** The distributor's own legal data (declared in the domain's `distribuidores.calls.ts`). */
export const datosLegalesRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  const datosLegales = createDatosLegalesService(database);

  routeCall(app, distribuidoresCalls.datosLegales, async ({ tenant }) => {
    const datos = await datosLegales.leer(tenant.id);
    if (!datos) throw notFound();
    return datos;
  });

  routeCall(app, distribuidoresCalls.guardarDatosLegales, async ({ tenant, body }) => {
    const datos = await datosLegales.guardar(tenant.id, body);
    if (!datos) throw notFound();
    return datos;
  });
};
