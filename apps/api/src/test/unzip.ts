import { crc32, inflateRawSync } from 'node:zlib';

export interface UnzippedEntry {
  name: string;
  data: Buffer;
}

/**
 * Reads a whole zip the way unzip tools do: from the central directory at its end, each entry's
 * local header, its stored or deflated data, and a check of its CRC-32 and size. Throws on any
 * inconsistency, so a test that reads an archive also proves it well-formed.
 */
export function unzip(archive: Buffer): UnzippedEntry[] {
  const endAt = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('unzip: no end of central directory');
  const count = archive.readUInt16LE(endAt + 10);
  let at = archive.readUInt32LE(endAt + 16);
  const entries: UnzippedEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`unzip: bad central header ${index}`);
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const packedSize = archive.readUInt32LE(at + 20);
    const size = archive.readUInt32LE(at + 24);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localAt = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (archive.readUInt32LE(localAt) !== 0x04034b50) throw new Error(`unzip: bad local header for ${name}`);
    const localName = archive.subarray(localAt + 30, localAt + 30 + archive.readUInt16LE(localAt + 26)).toString('utf8');
    if (localName !== name) throw new Error(`unzip: names differ (${localName} / ${name})`);
    const dataAt = localAt + 30 + archive.readUInt16LE(localAt + 26) + archive.readUInt16LE(localAt + 28);
    const packed = archive.subarray(dataAt, dataAt + packedSize);
    const data = method === 8 ? inflateRawSync(packed) : method === 0 ? Buffer.from(packed) : null;
    if (!data) throw new Error(`unzip: method ${method} of ${name}`);
    if (data.length !== size || crc32(data) >>> 0 !== crc) throw new Error(`unzip: ${name} is damaged`);
    entries.push({ name, data });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
