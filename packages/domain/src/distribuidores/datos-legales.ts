import { z } from 'zod';
import { validateCodigoPostal } from '../validators/codigo-postal';
import { validateNif } from '../validators/nif';
import type { ValidationResult } from '../validators/validation-result';

/**
 * Issue 29 §5: what a customer signs against on the offer document, the distributor's legal
 * identity. Each field may be unset (a distributor created before it was asked for); the offer
 * prints what is set and leaves no empty label.
 */
export const DATOS_LEGALES_LIMITES = { razonSocial: 200, direccion: 200, localidad: 100 } as const;

export const MENSAJES_DATOS_LEGALES = {
  largo: (max: number) => `Como máximo ${max} caracteres`,
  caracteres: 'Contiene caracteres no permitidos',
  texto: 'Texto no válido',
} as const;

/** The five fields as GET answers them: null where unset. */
export const datosLegalesSchema = z.object({
  razon_social: z.string().nullable(),
  cif: z.string().nullable(),
  direccion: z.string().nullable(),
  codigo_postal: z.string().nullable(),
  localidad: z.string().nullable(),
});
export type DatosLegales = z.infer<typeof datosLegalesSchema>;

export const DATOS_LEGALES_VACIOS: DatosLegales = {
  razon_social: null,
  cif: null,
  direccion: null,
  codigo_postal: null,
  localidad: null,
};

// Tabs, newlines and other control characters have no place on one printed line.
const hasControl = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** Absent stays undefined (a PUT keeps what is stored); null or blank clears it. */
const opcional = (max: number, validate?: (value: string) => ValidationResult) =>
  z
    .string({ error: MENSAJES_DATOS_LEGALES.texto })
    .trim()
    .max(max, MENSAJES_DATOS_LEGALES.largo(max))
    .refine((value) => !hasControl(value), MENSAJES_DATOS_LEGALES.caracteres)
    .transform((value, ctx) => {
      if (value === '' || !validate) return value || null;
      const result = validate(value);
      if (result.ok) return result.value;
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    })
    .nullish();

/**
 * The legal fields a write may carry, any subset: PUT /api/distribuidores/datos-legales/ (the
 * distributor's Admins) and PUT /api/distribuidores/distribuidor/{id}/ (its SuperAdmin, the
 * platform). The CIF/NIF and the postal code are checked and stored normalised.
 */
export const datosLegalesUpdateShape = {
  razon_social: opcional(DATOS_LEGALES_LIMITES.razonSocial),
  cif: opcional(20, validateNif),
  direccion: opcional(DATOS_LEGALES_LIMITES.direccion),
  codigo_postal: opcional(10, validateCodigoPostal),
  localidad: opcional(DATOS_LEGALES_LIMITES.localidad),
};
export const datosLegalesUpdateSchema = z.object(datosLegalesUpdateShape).strict();
export type DatosLegalesUpdate = z.infer<typeof datosLegalesUpdateSchema>;

/** The postal address on one line: 'C/ Mayor 1, 28013 Madrid'; null when nothing is set. */
export function direccionPostal(
  datos: Pick<DatosLegales, 'direccion' | 'codigo_postal' | 'localidad'>,
): string | null {
  const lugar = [datos.codigo_postal, datos.localidad].filter(Boolean).join(' ');
  return [datos.direccion, lugar].filter(Boolean).join(', ') || null;
}

/** What the offer document prints of them; null when none is set (no block at all). */
export interface DatosLegalesDocumento {
  razonSocial: string | null;
  cif: string | null;
  direccion: string | null;
}

export function datosLegalesDocumento(datos: DatosLegales): DatosLegalesDocumento | null {
  const documento = {
    razonSocial: datos.razon_social || null,
    cif: datos.cif || null,
    direccion: direccionPostal(datos),
  };
  return Object.values(documento).some(Boolean) ? documento : null;
}
