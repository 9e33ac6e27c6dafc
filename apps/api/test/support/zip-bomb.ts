import { constants, deflateRawSync } from 'node:zlib';

/**
 * Test-only: a zip bomb, a small zip whose one entry inflates to `bytes` zeros (a whole number of
 * MiB; sizes declared honestly: the reader does not trust them either way). One MiB of zeros is
 * deflated once as byte-aligned, non-final blocks (a full flush) and repeated, then a final empty
 * block: a valid deflate stream built in milliseconds.
 */
export async function zipBomb(bytes: number): Promise<Buffer> {
  const mib = 1024 * 1024;
  const block = deflateRawSync(Buffer.alloc(mib), { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const data = Buffer.concat([
    ...Array.from({ length: Math.ceil(bytes / mib) }, () => block),
    deflateRawSync(Buffer.alloc(0)),
  ]);
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(bytes >>> 0, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(bytes >>> 0, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(0, 42);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
