/** A search reads at most this many words; the rest of a pasted paragraph is ignored. */
export const MAX_SEARCH_WORDS = 6;

const PHONE_LIKE = /^[\d\s+().-]+$/;
const SPANISH_PREFIX = /^(?:0034|34)([6789]\d{8})$/;

/**
 * The words of a top-bar search (docs/decisions/): each must be the start of one of the
 * customer's terms (a word of the name or e-mail, the whole e-mail, the document, a phone).
 * A query of digits and phone punctuation is one number: "+34 612 34 56 78" is 612345678, as
 * phones are stored. The database folds case and accents (app_search_token, migration 0008).
 */
export function searchWords(query: string): string[] {
  const trimmed = query.trim();
  if (PHONE_LIKE.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, '');
    if (digits.length >= 3) return [digits.replace(SPANISH_PREFIX, '$1')];
  }
  return trimmed
    .split(/[\s,;]+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, MAX_SEARCH_WORDS);
}
