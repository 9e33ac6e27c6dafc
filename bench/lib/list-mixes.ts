/**
 * The customer list's queries the benches name by "mix" (list-customers, compare-list,
 * audit-list): one vocabulary, so a mix means the same request in every table.
 *   none | search | nombre | filters | month
 *   <filter>:<fragment>[+segmento]   a free-text filter (e.g. `email:gar+segmento`)
 *   anything with '='                taken as the query string itself (e.g. `nombre=gar`)
 */
export function isoDay(daysAgo: number): string {
  return new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

export function listMixQuery(mix: string, context: { comercialId: number; search: string }): string {
  const search = encodeURIComponent(context.search);
  const text = /^(\w+):([^+]+)(\+segmento)?$/.exec(mix);
  if (text) {
    const [, filter, fragment, segmento] = text;
    return `${filter}=${encodeURIComponent(fragment ?? '')}${segmento ? '&segmento=PARTICULAR' : ''}`;
  }
  switch (mix) {
    case 'none':
      return '';
    case 'search':
      return `search=${search}`;
    case 'nombre':
      return `nombre=${search}`;
    case 'filters':
      return `estadoCliente=AGENDADO,NO_INTERESADO&comercial=${context.comercialId}&fecha_contacto_after=${isoDay(180)}&fecha_contacto_before=${isoDay(0)}`;
    case 'month':
      return `comercial=${context.comercialId}&fecha_contacto_after=${isoDay(30)}&fecha_contacto_before=${isoDay(0)}`;
    default:
      if (mix.includes('=')) return mix;
      throw new Error(`unknown mix ${mix}`);
  }
}
