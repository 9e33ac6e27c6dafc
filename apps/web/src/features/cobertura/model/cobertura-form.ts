import { z } from 'zod';
import { codigoPostalSchema } from '@ventas/domain/validators/codigo-postal';

/**
 * The coverage forms (SPEC §3 "Coverage forms: direccion, cp; the second provider's form adds
 * localidad, provincia, lat, lng"). Limits are the API query's (proveedores-contract.ts); the
 * postal code is checked by the domain's validator, so a code no province has never reaches the
 * provider.
 */
const direccion = z
  .string()
  .trim()
  .min(3, 'Escriba la dirección (calle y número)')
  .max(200, 'La dirección no puede tener más de 200 caracteres');

const texto = (nombre: string) =>
  z
    .string()
    .trim()
    .min(1, `Escriba la ${nombre}`)
    .max(100, `La ${nombre} no puede tener más de 100 caracteres`);

/** '40,4168' or '40.4168' (a Spanish keyboard types the comma); '' is "not given". */
const coordenada = (nombre: string, limite: number) =>
  z
    .string()
    .trim()
    .transform((raw, ctx) => {
      if (raw === '') return undefined;
      const value = Number(raw.replace(',', '.'));
      if (Number.isFinite(value) && Math.abs(value) <= limite) return value;
      ctx.addIssue({ code: 'custom', message: `La ${nombre} es un número entre -${limite} y ${limite}` });
      return z.NEVER;
    });

export const direccionFormSchema = z.object({ direccion, cp: codigoPostalSchema });
export type DireccionFormValues = z.input<typeof direccionFormSchema>;

export const cpFormSchema = z.object({ cp: codigoPostalSchema });
export type CpFormValues = z.input<typeof cpFormSchema>;

export const cFormSchema = z.object({
  direccion,
  cp: codigoPostalSchema,
  localidad: texto('localidad'),
  provincia: texto('provincia'),
  lat: coordenada('latitud', 90),
  lng: coordenada('longitud', 180),
});
export type CFormValues = z.input<typeof cFormSchema>;

/** A coordinate as the form shows it: Spanish decimal comma, six decimals at most (~10 cm). */
export function coordenadaComoTexto(value: number): string {
  return new Intl.NumberFormat('es-ES', { maximumFractionDigits: 6, useGrouping: false }).format(value);
}
