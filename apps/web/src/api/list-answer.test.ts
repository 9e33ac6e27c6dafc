import { describe, expect, it } from 'vitest';
import { onePage, wholeList } from './list-answer';

const page = { results: [{ id: 1 }], count: 1, current: 1, count_exact: true };

describe('a list answer', () => {
  it('is read whole when no page was asked for, and refused when a page came', () => {
    expect(wholeList([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(() => wholeList(page)).toThrow('Se esperaba la lista entera y ha llegado una página');
  });

  it('is read as a page when one was asked for, and refused when the whole list came', () => {
    expect(onePage(page)).toBe(page);
    expect(() => onePage([{ id: 1 }])).toThrow('Se esperaba una página y ha llegado la lista entera');
  });
});
