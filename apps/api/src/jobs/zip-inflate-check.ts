import { open } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';

/**
 * How much an uploaded zip (an xlsx) may hold once inflated. A small file can inflate a
 * thousandfold (a "zip bomb"): ExcelJS would inflate it whole into memory (the whole read of a
 * small workbook) or onto a temporary file (a sheet stored before its shared strings), so the
 * real inflated size is measured first, entry by entry, and the read stops at the limit. The
 * sizes the zip declares are not trusted: a hostile one lies.
 */
export interface ZipLimits {
  /** All entries together. */
  maxTotalBytes: number;
}

/** Why a zip was refused: it is not one we can read, or it inflates past the limit. */
export type ZipRefusal = 'not-zip' | 'too-large';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
/** End of central directory: 22 bytes plus a comment of at most 65,535. */
const EOCD_SEARCH_BYTES = 22 + 0xffff;

interface Entry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

async function centralDirectory(path: string): Promise<Entry[] | null> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, EOCD_SEARCH_BYTES);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let at = tailLength - 22; at >= 0; at -= 1)
      if (tail.readUInt32LE(at) === EOCD_SIGNATURE) {
        eocd = at;
        break;
      }
    if (eocd < 0) return null;
    const count = tail.readUInt16LE(eocd + 10);
    const dirSize = tail.readUInt32LE(eocd + 12);
    const dirOffset = tail.readUInt32LE(eocd + 16);
    // ZIP64 (over 4 GB or 65,535 entries) is no upload of ours.
    if (count === 0xffff || dirOffset === 0xffffffff || dirOffset + dirSize > size) return null;
    const dir = Buffer.alloc(dirSize);
    await file.read(dir, 0, dirSize, dirOffset);
    const entries: Entry[] = [];
    let at = 0;
    for (let index = 0; index < count; index += 1) {
      if (at + 46 > dir.length || dir.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
      entries.push({
        method: dir.readUInt16LE(at + 10),
        compressedSize: dir.readUInt32LE(at + 20),
        localOffset: dir.readUInt32LE(at + 42),
      });
      at += 46 + dir.readUInt16LE(at + 28) + dir.readUInt16LE(at + 30) + dir.readUInt16LE(at + 32);
    }
    return entries;
  } finally {
    await file.close();
  }
}

/** Bytes an entry inflates to, counted as they come; stops (and says so) past `budget`. */
async function inflatedBytes(path: string, entry: Entry, budget: number): Promise<number | 'over' | null> {
  const file = await open(path, 'r');
  try {
    const header = Buffer.alloc(30);
    await file.read(header, 0, 30, entry.localOffset);
    if (header.readUInt32LE(0) !== LOCAL_SIGNATURE) return null;
    const start = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (entry.method === 0) return entry.compressedSize;
    if (entry.method !== 8) return null;
    if (entry.compressedSize === 0) return 0;
    const input = file.createReadStream({ start, end: start + entry.compressedSize - 1, autoClose: false });
    const inflate = createInflateRaw();
    input.pipe(inflate);
    let total = 0;
    try {
      for await (const chunk of inflate) {
        total += (chunk as Buffer).length;
        if (total > budget) return 'over';
      }
      return total;
    } catch {
      return null;
    } finally {
      input.unpipe(inflate);
      inflate.destroy();
      input.destroy();
    }
  } finally {
    await file.close();
  }
}

/** The bytes the zip inflates to when within the limits; otherwise why it is refused. */
export async function checkZipInflation(
  path: string,
  limits: ZipLimits,
): Promise<{ inflatedBytes: number } | { refused: ZipRefusal }> {
  const entries = await centralDirectory(path);
  if (!entries) return { refused: 'not-zip' };
  let total = 0;
  for (const entry of entries) {
    const bytes = await inflatedBytes(path, entry, limits.maxTotalBytes - total);
    if (bytes === null) return { refused: 'not-zip' };
    if (bytes === 'over') return { refused: 'too-large' };
    total += bytes;
  }
  return { inflatedBytes: total };
}
