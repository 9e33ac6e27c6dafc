import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue';

const queueOf = (arrivals: Array<[string, string]>, limits = { maxTotal: 100, maxPerCaller: 100 }) => {
  const queue = new FairQueue<string>(limits);
  const accepted = arrivals.map(([caller, item]) => queue.push(caller, item));
  return { queue, accepted };
};

describe('FairQueue: callers served in turns', () => {
  it.each([
    [
      'one caller keeps its order',
      [
        ['a', 'a1'],
        ['a', 'a2'],
        ['a', 'a3'],
      ],
      ['a1', 'a2', 'a3'],
    ],
    [
      "a burst does not go before a later caller's first item",
      [
        ['a', 'a1'],
        ['a', 'a2'],
        ['a', 'a3'],
        ['b', 'b1'],
      ],
      ['a1', 'b1', 'a2', 'a3'],
    ],
    [
      'three callers alternate',
      [
        ['a', 'a1'],
        ['a', 'a2'],
        ['b', 'b1'],
        ['b', 'b2'],
        ['c', 'c1'],
      ],
      ['a1', 'b1', 'c1', 'a2', 'b2'],
    ],
  ] as Array<[string, Array<[string, string]>, string[]]>)('%s', (_, arrivals, served) => {
    const { queue } = queueOf(arrivals);
    expect(queue.drain()).toEqual(served);
    expect(queue.size).toBe(0);
    expect(queue.shift()).toBeUndefined();
  });

  it('goes on in turns as items keep arriving: the fewest turns first', () => {
    const { queue } = queueOf([
      ['a', 'a1'],
      ['a', 'a2'],
      ['b', 'b1'],
    ]);
    expect(queue.shift()).toBe('a1');
    queue.push('c', 'c1');
    expect(queue.drain()).toEqual(['b1', 'c1', 'a2']);
  });

  it('counts a turn served without waiting, until the work stops', () => {
    const { queue } = queueOf([]);
    queue.served('a');
    queue.push('a', 'a2');
    queue.push('b', 'b1');
    expect(queue.shift()).toBe('b1');
    queue.forgetTurns(); // ignored: 'a' still waits
    queue.push('b', 'b2');
    expect(queue.drain()).toEqual(['a2', 'b2']);
    queue.forgetTurns();
    queue.push('b', 'b3');
    queue.push('a', 'a3');
    expect(queue.drain()).toEqual(['b3', 'a3']);
  });

  it('refuses past its bounds, in total and per caller, and counts only what it took', () => {
    const { queue, accepted } = queueOf(
      [
        ['a', 'a1'],
        ['a', 'a2'],
        ['a', 'a3'],
        ['b', 'b1'],
        ['c', 'c1'],
        ['d', 'd1'],
      ],
      { maxTotal: 4, maxPerCaller: 2 },
    );
    expect(accepted).toEqual([true, true, false, true, true, false]);
    expect(queue.size).toBe(4);
  });

  it('takes out an item whose wait ran out, and frees its place; its caller keeps its turn', () => {
    const { queue } = queueOf(
      [
        ['a', 'a1'],
        ['b', 'b1'],
        ['a', 'a2'],
      ],
      { maxTotal: 3, maxPerCaller: 2 },
    );
    expect(queue.remove('a', 'a1')).toBe(true);
    expect(queue.remove('a', 'a1')).toBe(false);
    expect(queue.push('a', 'a3')).toBe(true);
    expect(queue.drain()).toEqual(['a2', 'b1', 'a3']);
  });
});
