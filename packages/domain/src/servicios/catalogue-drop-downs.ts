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

/** GET operadores/: the tenant's operators (data, decision 64), for the forms' operator pick. */
export const operatorSchema = z.object({
  codigo: z.string(),
  nombre: z.string(),
  grupo: z.string().nullable(),
  terminales_de: z.string().nullable(),
});
export type Operator = z.infer<typeof operatorSchema>;
export const operatorsSchema = z.array(operatorSchema);
