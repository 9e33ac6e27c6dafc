import { z } from 'zod';
import { ofertaEntradaSchema, type OfertaEntrada } from '../ofertas/oferta-contract';
import { nuevaEntradaFormasSchema } from './nueva-entrada-formas';
import { nuevaEntradaSchema, type NuevaEntrada } from './telework-schemas';

/**
 * The body of POST /api/atenciones/entradas/: an offer (tipo OFERTA, from the configurator: issue
 * 13) or any other entry (agendado, no interesado, gestión) in either of its shapes. The tipo
 * picks the schema, so each body's problems name its own fields.
 */
export type EntradaBody =
  { tipo: 'OFERTA'; oferta: OfertaEntrada } | { tipo: 'ENTRADA'; entrada: NuevaEntrada };

const isOferta = (body: unknown) =>
  typeof body === 'object' && body !== null && (body as { tipo?: unknown }).tipo === 'OFERTA';

export const entradaBodySchema = z.unknown().transform((body, ctx): EntradaBody => {
  const result = isOferta(body) ? ofertaEntradaSchema.safeParse(body) : nuevaEntradaSchema.safeParse(body);
  if (!result.success) {
    for (const { path, message } of result.error.issues) ctx.addIssue({ code: 'custom', path, message });
    return z.NEVER;
  }
  return isOferta(body)
    ? { tipo: 'OFERTA', oferta: result.data as OfertaEntrada }
    : { tipo: 'ENTRADA', entrada: result.data as NuevaEntrada };
});

/** What a client may send, for the OpenAPI document: every shape of every entry. */
export const entradaBodyFormasSchema = z.union([...nuevaEntradaFormasSchema.options, ofertaEntradaSchema]);
