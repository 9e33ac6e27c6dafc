/** A list's noun, singular and plural: 'Ver 1 cliente', 'Ver 12 clientes'. */
export interface ItemNouns {
  one: string;
  other: string;
}

/** '1 cliente', '1.234 clientes' (es-ES grouping). */
export function countLabel(count: number, nouns: ItemNouns): string {
  return `${count.toLocaleString('es-ES')} ${count === 1 ? nouns.one : nouns.other}`;
}
