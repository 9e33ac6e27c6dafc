import { describe, expect, it } from 'vitest';
import { BASE_STYLESHEET, withBaseStylesheet } from './base-stylesheet';

describe('withBaseStylesheet', () => {
  it.each([
    ['<p>hola</p>', `${BASE_STYLESHEET}<p>hola</p>`],
    [
      '<!doctype html><html><head></head></html>',
      `<!doctype html>${BASE_STYLESHEET}<html><head></head></html>`,
    ],
    ['<!DOCTYPE HTML PUBLIC "x">\n<p>', `<!DOCTYPE HTML PUBLIC "x">${BASE_STYLESHEET}\n<p>`],
    ['\uFEFF  <!-- c --> <!doctype html><p>', `\uFEFF  <!-- c --> <!doctype html>${BASE_STYLESHEET}<p>`],
    ['<p>texto</p><!doctype html>', `${BASE_STYLESHEET}<p>texto</p><!doctype html>`],
    ['', BASE_STYLESHEET],
  ])('puts the stylesheet after the doctype, else first: %j', (html, expected) => {
    expect(withBaseStylesheet(html)).toBe(expected);
  });

  it('stays linear on an unclosed comment', () => {
    const hostile = '<!--'.repeat(200_000);
    const started = performance.now();
    expect(withBaseStylesheet(hostile)).toBe(BASE_STYLESHEET + hostile);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
