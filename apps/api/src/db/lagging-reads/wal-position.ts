/**
 * A WAL position as PostgreSQL prints a `pg_lsn` (`16/B374D848`): the high and low 32 bits of a
 * byte offset in the write-ahead log, in hex. Positions only grow, also across a promotion.
 */
const WAL_POSITION = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i;

/** The offset `text` names, or null when it is not a position (a damaged or forged cookie). */
export function walOffset(text: string): bigint | null {
  const match = WAL_POSITION.exec(text);
  if (!match) return null;
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/** Whether a server that replayed up to `replayed` holds everything written up to `written`. */
export function hasReached(replayed: string, written: string): boolean {
  const done = walOffset(replayed);
  const needed = walOffset(written);
  return done !== null && needed !== null && done >= needed;
}

/** The later of two positions; `known` may be absent or unreadable, `fresh` is the server's. */
export function laterPosition(fresh: string, known: string | null): string {
  return known !== null && walOffset(known) !== null && hasReached(known, fresh) ? known : fresh;
}
