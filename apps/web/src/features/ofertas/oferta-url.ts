import { idParamSchema } from '@ventas/domain/http/id';

/** An id from the URL by the API's one id rule, or null. */
export function idFromUrl(value: string | null | undefined): number | null {
  const result = idParamSchema.safeParse(value);
  return result.success ? result.data : null;
}
