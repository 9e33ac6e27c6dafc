import type { RangoSeguimiento } from '../model/rango-seguimiento';

/** Every offers-tracking query sits under this key, so one range's answers stay together. */
export const seguimientoKey = (slug: string, que: string, rango: RangoSeguimiento) =>
  ['scraping', slug, 'seguimiento', que, rango.since, rango.until] as const;
