/**
 * INE writes leading articles after the name: municipalities as "Pobla de Massaluca, La",
 * localities as "Abadals (Els)". People read and type "La Pobla de Massaluca", so names are
 * shown that way. Articles of every language in the data: Spanish, Catalan (incl. Balearic
 * "Es/Sa/Ses"), Galician, Asturian and Aranese ("Eth/Era").
 */
// prettier-ignore
const ARTICLES = [
  'El', 'La', 'Los', 'Las', 'Lo', "L'",
  'Els', 'Les', 'Es', 'Sa', 'Ses', "S'",
  'O', 'A', 'Os', 'As',
  'Eth', 'Era',
];
const ARTICLE = ARTICLES.map((article) => article.replace("'", "['’]")).join('|');

const COMMA_FORM = new RegExp(`^(.+), (${ARTICLE})$`, 'i');
// Sometimes written without the space, or after a stray comma: "Vados(Los)", "Riberal, (El)".
const PAREN_FORM = new RegExp(`^(.+?),?\\s*\\((${ARTICLE})\\)(.*)$`, 'i');
// After "Creu (La)" another name with its own article may follow: "Creu (La)-Angels (Els)".
const NEXT_NAME = /^(\s*-\s*| [YEI] )(.+)$/i;
// INE cuts names at 25 characters, which can leave "Laxe (A" or "Can Volart (Poligon Indus".
const DANGLING_PAREN = /\s*\([^)]*$/;

/** "Laxe (A" -> "Laxe": drops a bracket the 25-character cut left open. */
export const dropCutBracket = (name: string): string => name.replace(DANGLING_PAREN, '');

export function cleanIneName(name: string): string {
  const trimmed = dropCutBracket(name.trim().replace(/\s+/g, ' '));
  // Bilingual names ("Villajoyosa/Vila Joiosa, la") carry the article on the part it belongs to.
  return trimmed
    .split(/(\s*\/\s*)/)
    .map((part, index) => (index % 2 === 1 ? part : cleanPart(part)))
    .join('');
}

function cleanPart(part: string): string {
  const comma = COMMA_FORM.exec(part);
  if (comma) return withArticle(comma[2] ?? '', comma[1] ?? '');
  return cleanParenForm(part);
}

function cleanParenForm(text: string): string {
  const paren = PAREN_FORM.exec(text);
  if (!paren) return text;
  const [, noun = '', article = '', rest = ''] = paren;
  const next = NEXT_NAME.exec(rest);
  const tail = next ? `${next[1]}${cleanParenForm(next[2] ?? '')}` : rest;
  return `${withArticle(article, noun)}${tail}`;
}

function withArticle(article: string, noun: string): string {
  const capitalised = article.charAt(0).toUpperCase() + article.slice(1).toLowerCase();
  // L' and S' elide: "L'Hospitalet", "S'Arenal".
  const elided = /['’]$/.test(capitalised);
  return elided ? `${capitalised.slice(0, -1)}'${noun}` : `${capitalised} ${noun}`;
}
