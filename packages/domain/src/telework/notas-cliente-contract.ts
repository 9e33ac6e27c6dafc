import { z } from 'zod';
import { idParamSchema } from '../http/id';
import { comercialRefSchema } from '../people/comercial-ref';

/** GET /api/clientes/notascliente/?client_id=...: the notes of one customer. */
export const notasClienteQuerySchema = z.object({ client_id: idParamSchema });
export type NotasClienteQuery = z.infer<typeof notasClienteQuerySchema>;

/** SPEC §3 note: `{comercial, nota, cliente}` plus its id and creation time. */
export const notaSchema = z.object({
  id: z.number().int(),
  comercial: comercialRefSchema.nullable(),
  nota: z.string(),
  cliente: z.number().int(),
  created_on: z.string(),
});
export type Nota = z.infer<typeof notaSchema>;

export const notasSchema = z.array(notaSchema);
