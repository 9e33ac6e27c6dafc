/**
 * The address a distributor answers at: its subdomain in place of the current host's first label,
 * with the page's own scheme and port ('https://admin.ventas.es' + 'norte' ->
 * 'https://norte.ventas.es'). A host of one label ('localhost:3000') gets the subdomain in front.
 */
export function direccionDistribuidor(subdomain: string, page: Pick<Location, 'protocol' | 'host'>): string {
  const labels = page.host.split('.');
  const resto = labels.length > 1 ? labels.slice(1).join('.') : page.host;
  return `${page.protocol}//${subdomain}.${resto}`;
}
