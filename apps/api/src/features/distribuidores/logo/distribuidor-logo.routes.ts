import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGO_MAX_BYTES, LOGO_MESSAGES, logoTypeOf } from '@ventas/domain/distribuidores/logo';
import { detailSchema } from '@ventas/domain/http/error-contract';
import { idPathSchema } from '@ventas/domain/http/id';
import { API_ACCESS } from '@ventas/domain/permissions/api-rules';
import { distribuidoresCalls } from '@ventas/domain/distribuidores/distribuidores.calls';
import type { Database } from '../../../db/database';
import { invalid, notFound } from '../../../http/app-error';
import { routeCall } from '../../../http/call-route';
import { isMalformedMultipart } from '../../../jobs/upload-receive';
import { createDistribuidorLogoService, type LogoFile } from './distribuidor-logo.service';
import { sanitizeSvg } from './svg-sanitizer';

/** The public path the login page loads; `?v=` changes with each upload so caches refresh. */
export const LOGO_PATH = '/api/distribuidores/logo/';

/** Past the limit: answered 413 by the route (no typed error has that status). */
class LogoTooLarge extends Error {}
const image = z.unknown().meta({ type: 'string', format: 'binary', description: 'PNG, JPEG o SVG' });

/** A distributor's own SuperAdmin, or the platform's on any distributor (decision 134). */
export function targetOf(request: FastifyRequest<{ Params: { id: number } }>): number {
  if (!request.tenant.isPlatform && request.params.id !== request.tenant.id) throw notFound();
  return request.params.id;
}

/** The upload's bytes, refused past the limit (413) or when it is no PNG, JPEG or SVG (400). */
async function receiveLogo(request: FastifyRequest): Promise<LogoFile> {
  if (!request.isMultipart()) throw invalid({ file: [LOGO_MESSAGES.noMultipart] });
  let bytes: Buffer;
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw invalid({ file: [LOGO_MESSAGES.sinFichero] });
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new LogoTooLarge();
    if (isMalformedMultipart(error)) throw invalid({ file: [LOGO_MESSAGES.noMultipart] });
    throw error;
  }
  const contentType = logoTypeOf(bytes);
  if (!contentType) throw invalid({ file: [LOGO_MESSAGES.formato] });
  if (contentType !== 'image/svg+xml') return { contentType, bytes };
  const clean = sanitizeSvg(bytes.toString('utf8'));
  if (!clean) throw invalid({ file: [LOGO_MESSAGES.svgNoValido] });
  return { contentType, bytes: Buffer.from(clean, 'utf8') };
}

/**
 * SPEC §2 login shows the distributor's logo: uploaded here (multipart, its own scope so only
 * these routes read multipart), stored in tenant_logos and served publicly for the host's
 * tenant with headers that keep a browser from running anything in it.
 */
export const distribuidorLogoRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  await app.register(multipart, { limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 0, parts: 2 } });
  const logos = createDistribuidorLogoService(database);

  app.post('/api/distribuidores/distribuidor/:id/logo/', {
    config: { access: API_ACCESS.superadmin, maintenanceExempt: true },
    schema: {
      params: idPathSchema,
      response: { 200: z.object({ logo_url: z.string() }), 404: detailSchema, 413: detailSchema },
    },
    handler: async (request, reply) => {
      const id = targetOf(request);
      const logo = await receiveLogo(request).catch((error: unknown) => {
        if (error instanceof LogoTooLarge) return null;
        throw error;
      });
      if (!logo) return reply.code(413).send({ detail: LOGO_MESSAGES.demasiadoGrande });
      const now = new Date();
      const logoUrl = `${LOGO_PATH}?v=${now.getTime()}`;
      await logos.guardar(id, logo, logoUrl, now);
      return { logo_url: logoUrl };
    },
  });

  routeCall(
    app,
    distribuidoresCalls.quitarLogo,
    async (request) => {
      await logos.borrar(targetOf(request));
    },
    { maintenanceExempt: true },
  );

  app.get(LOGO_PATH, {
    config: { access: API_ACCESS.public, maintenanceExempt: true },
    schema: {
      querystring: z.object({ v: z.string().max(20).optional() }),
      response: { 200: image, 404: detailSchema },
    },
    handler: async (request, reply) => {
      const logo = await logos.leer(request.tenant.id);
      if (!logo) throw notFound('Este distribuidor no tiene logo.');
      return reply
        .header('content-type', logo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('cache-control', 'public, max-age=3600')
        .header('last-modified', logo.updatedOn.toUTCString())
        .send(Buffer.from(logo.bytes));
    },
  });
};
