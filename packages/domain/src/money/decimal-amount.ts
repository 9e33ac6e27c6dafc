import { Decimal } from 'decimal.js';
import { z } from 'zod';

/**
 * Money and other exact amounts (SPEC §9 prices): `numeric` in PostgreSQL, decimal.js here, never
 * a binary float. In JSON an amount travels as a string with its fixed decimals ("29.90",
 * "9.9000"), as PostgreSQL gives it; a request may send a number or a string (decision 64).
 */
export type DecimalAmount = string;

/** Largest amount the catalogue stores: `numeric(12, 4)`. */
export const MAX_AMOUNT = new Decimal('99999999.9999');

export const MENSAJES_IMPORTE = {
  required: 'Indique el importe',
  invalid: 'Importe no válido',
  negative: 'El importe no puede ser negativo',
  tooLarge: 'El importe es demasiado grande',
  decimals: (places: number) => `Como máximo ${places} decimales`,
} as const;

/** The amount of `value`, or null if it is not a plain decimal number. */
export function parseAmount(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(String(value)) : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(',', '.');
  if (!/^-?\d{1,12}(\.\d+)?$/.test(text)) return null;
  return new Decimal(text);
}

/** `amount` with exactly `places` decimals, rounded half away from zero (the edge's rounding). */
export function formatAmount(amount: Decimal.Value, places: number): DecimalAmount {
  return new Decimal(amount).toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places);
}

/**
 * A non-negative amount with at most `places` decimals, as a number or a string; parsed to its
 * canonical string with `places` decimals.
 */
export function amountSchema(places: number, options: { max?: Decimal } = {}) {
  const max = options.max ?? MAX_AMOUNT;
  return z
    .union([z.number(), z.string().max(32)], {
      error: (issue) => (issue.input == null ? MENSAJES_IMPORTE.required : MENSAJES_IMPORTE.invalid),
    })
    .transform((value, ctx) => {
      // An empty field is a missing amount, not a wrong one (the forms send what was typed).
      if (typeof value === 'string' && value.trim() === '') {
        ctx.addIssue({ code: 'custom', message: MENSAJES_IMPORTE.required });
        return z.NEVER;
      }
      const amount = parseAmount(value);
      if (amount === null) {
        ctx.addIssue({ code: 'custom', message: MENSAJES_IMPORTE.invalid });
        return z.NEVER;
      }
      if (amount.isNegative()) {
        ctx.addIssue({ code: 'custom', message: MENSAJES_IMPORTE.negative });
        return z.NEVER;
      }
      if (amount.greaterThan(max)) {
        ctx.addIssue({ code: 'custom', message: MENSAJES_IMPORTE.tooLarge });
        return z.NEVER;
      }
      if (amount.decimalPlaces() > places) {
        ctx.addIssue({ code: 'custom', message: MENSAJES_IMPORTE.decimals(places) });
        return z.NEVER;
      }
      return amount.toFixed(places);
    });
}

/** An amount in a response: the string PostgreSQL's `numeric` gives. */
export const amountOutSchema = z.string().regex(/^-?\d+(\.\d+)?$/);
