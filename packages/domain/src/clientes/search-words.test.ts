import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_WORDS, searchWords } from './search-words';

describe('searchWords', () => {
  it.each([
    ['garrido', ['garrido']],
    ['  Juan   Garrido ', ['Juan', 'Garrido']],
    ['García, Muñoz', ['García', 'Muñoz']],
    ['juan.garcia@gmail.com', ['juan.garcia@gmail.com']],
    ['12345678Z', ['12345678Z']],
    ['- , ;', []],
    ['', []],
  ])('reads %j as %j', (query, words) => {
    expect(searchWords(query)).toEqual(words);
  });

  it.each([
    ['612 34 56 78', '612345678'],
    ['+34 612 345 678', '612345678'],
    ['0034612345678', '612345678'],
    ['(+44) 7911-123456', '447911123456'],
    ['612', '612'],
    ['34512', '34512'],
  ])('reads the number %j as one word %j', (query, digits) => {
    expect(searchWords(query)).toEqual([digits]);
  });

  it('keeps short digit runs as words, not numbers', () => {
    expect(searchWords('12')).toEqual(['12']);
  });

  it(`reads at most ${MAX_SEARCH_WORDS} words`, () => {
    expect(searchWords('a b c d e f g h')).toHaveLength(MAX_SEARCH_WORDS);
  });
});
