import { describe, expect, it } from 'vitest';
import { parseCsv } from './parse-csv';

describe('parseCsv', () => {
  it.each<[string, string, Record<string, string>[]]>([
    ['plain rows', 'cp,nombre\n01001,Vitoria-Gasteiz\n', [{ cp: '01001', nombre: 'Vitoria-Gasteiz' }]],
    [
      'a quoted comma',
      'cp,nombre\n00043,"Pobla de Massaluca, La"\n',
      [{ cp: '00043', nombre: 'Pobla de Massaluca, La' }],
    ],
    [
      'doubled quotes',
      'cp,nombre\n16512,"Sol-Marina ""Santa Cruz"""\n',
      [{ cp: '16512', nombre: 'Sol-Marina "Santa Cruz"' }],
    ],
    [
      'CRLF and no final newline',
      'a,b\r\n1,2\r\n3,4',
      [
        { a: '1', b: '2' },
        { a: '3', b: '4' },
      ],
    ],
    [
      'empty and missing fields',
      'a,b,c\n1,,\n2\n',
      [
        { a: '1', b: '', c: '' },
        { a: '2', b: '', c: '' },
      ],
    ],
    ['only a header', 'a,b\n', []],
    ['nothing', '', []],
  ])('reads %s', (_, text, expected) => {
    expect(parseCsv(text)).toEqual(expected);
  });
});
