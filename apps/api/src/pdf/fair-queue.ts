/**
 * Waiting callers, served in turns by caller: the next render goes to the caller who has had the
 * fewest since the work began, so one agent's burst of twenty PDFs waits behind everyone else's
 * first one, not in front of them (issue 29 §6: under a burst the engine refused
 * half the PDFs and starved the slower callers). Bounded in total and per caller, so memory stays
 * bounded and a single caller cannot take the whole queue.
 */
export interface FairQueueLimits {
  /** Items waiting at most, all callers together. */
  maxTotal: number;
  /** Items one caller may have waiting. */
  maxPerCaller: number;
}

export class FairQueue<T> {
  /** Each waiting caller's items in arrival order; callers in the order their lines formed. */
  private readonly byCaller = new Map<string, T[]>();
  /** Turns each caller had since the work last stopped (with or without waiting). */
  private readonly turns = new Map<string, number>();
  private count = 0;

  constructor(private readonly limits: FairQueueLimits) {}

  get size(): number {
    return this.count;
  }

  /** Adds `item` at the end of its caller's line; false when a bound is reached (nothing added). */
  push(caller: string, item: T): boolean {
    const line = this.byCaller.get(caller);
    if (this.count >= this.limits.maxTotal || (line?.length ?? 0) >= this.limits.maxPerCaller) return false;
    if (line) line.push(item);
    else this.byCaller.set(caller, [item]);
    this.count += 1;
    return true;
  }

  /** A caller was served without waiting: it counts as its turn. */
  served(caller: string): void {
    this.turns.set(caller, (this.turns.get(caller) ?? 0) + 1);
  }

  /**
   * The first item of the waiting caller with the fewest turns so far (the earliest line on a
   * tie), which takes a turn.
   */
  shift(): T | undefined {
    let next: { caller: string; line: T[]; turns: number } | null = null;
    for (const [caller, line] of this.byCaller) {
      const turns = this.turns.get(caller) ?? 0;
      if (!next || turns < next.turns) next = { caller, line, turns };
    }
    if (!next) return undefined;
    const item = next.line.shift() as T;
    if (next.line.length === 0) this.byCaller.delete(next.caller);
    this.count -= 1;
    this.served(next.caller);
    return item;
  }

  /** Takes `item` out wherever it waits (its wait ran out); false if it was not there. */
  remove(caller: string, item: T): boolean {
    const line = this.byCaller.get(caller);
    const index = line?.indexOf(item) ?? -1;
    if (!line || index < 0) return false;
    line.splice(index, 1);
    if (line.length === 0) this.byCaller.delete(caller);
    this.count -= 1;
    return true;
  }

  /** The work stopped (nothing at work, nothing waiting): turns start again from nothing. */
  forgetTurns(): void {
    if (this.count === 0) this.turns.clear();
  }

  /** Empties the queue, handing back every item in turn order. */
  drain(): T[] {
    const items: T[] = [];
    for (let item = this.shift(); item !== undefined; item = this.shift()) items.push(item);
    return items;
  }
}
