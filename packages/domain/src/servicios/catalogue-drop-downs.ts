import { z } from 'zod';
import { segmentSchema } from './catalogue-fields';

/**
 * The catalogue's drop-downs (SPEC §7): active items as `{id, name, operator}`, for the forms
 * that pick one (an installment's terminal and tariff, a history entry's item). Decision 66.
 */
export const catalogueOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  operator: z.string(),
});
export type CatalogueOption = z.infer<typeof catalogueOptionSchema>;

export const dropDownQuerySchema = z.object({
  operator: z.string().trim().min(1).max(20).optional(),
  segment: segmentSchema.optional(),
});

/** GET available-device-drop-down/ (?operator=DBL lists B's terminals, SPEC §9). */
export const deviceOptionsSchema = z.array(catalogueOptionSchema);

/** GET tariff-adicionales-drop-down/ and tariff-adicionales-sva-drop-down/ (the latter with svas). */
export const tariffLinesOptionsSchema = z.object({
  tarifas: z.array(catalogueOptionSchema),
  adicionales: z.array(catalogueOptionSchema),
  svas: z.array(catalogueOptionSchema).optional(),
});
export type TariffLinesOptions = z.infer<typeof tariffLinesOptionsSchema>;
