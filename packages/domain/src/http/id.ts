import { z } from 'zod';

/** Ids are PostgreSQL `integer`s: anything larger can only be a bad request. */
export const MAX_ID = 2_147_483_647;
export const INVALID_ID = 'Identificador no válido';

/** A row id in a JSON body. */
export const idSchema = z
  .number({ error: INVALID_ID })
  .int(INVALID_ID)
  .positive(INVALID_ID)
  .max(MAX_ID, INVALID_ID);

/**
 * A row id in a path or a query string: decimal digits only ('0x1', '+1', ' 1' and '1.0' are
 * refused), within the id range.
 */
export const idParamSchema = z
  .string({ error: INVALID_ID })
  .regex(/^\d{1,10}$/, INVALID_ID)
  .transform(Number)
  .pipe(idSchema);

/** The `:id` of a path. */
export const idPathSchema = z.object({ id: idParamSchema });
