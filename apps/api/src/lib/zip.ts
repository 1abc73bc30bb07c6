import { Readable } from 'node:stream';

/**
 * A "stored" (uncompressed) zip written as a stream: STL downloads are a model and its licence
 * text. Each entry's CRC-32 and size are known before it is written (the model's were computed
 * at upload), so the archive streams the model from disk without buffering it, and its total
 * length is known for Content-Length. Names are UTF-8 (flag bit 11), so 'LİSANS.txt' stays as is.
 */
export interface ZipEntry {
  name: string;
  crc: number;
  size: number;
  data: Buffer | (() => AsyncIterable<Buffer>);
}

const dosTime = (date: Date) => ((date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2)) & 0xffff;
const dosDate = (date: Date) => (((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate()) & 0xffff;

export function zipStream(entries: ZipEntry[], modified = new Date()): { stream: Readable; length: number } {
  const names = entries.map((entry) => Buffer.from(entry.name, 'utf8'));
  const time = dosTime(modified);
  const day = dosDate(modified);
  const local = (index: number) => {
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed
    header.writeUInt16LE(0x0800, 6); // UTF-8 names
    header.writeUInt16LE(0, 8); // stored
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(day, 12);
    header.writeUInt32LE(entries[index].crc >>> 0, 14);
    header.writeUInt32LE(entries[index].size, 18);
    header.writeUInt32LE(entries[index].size, 22);
    header.writeUInt16LE(names[index].length, 26);
    header.writeUInt16LE(0, 28);
    return Buffer.concat([header, names[index]]);
  };
  const offsets: number[] = [];
  let offset = 0;
  entries.forEach((entry, index) => {
    offsets.push(offset);
    offset += 30 + names[index].length + entry.size;
  });
  const central = Buffer.concat(
    entries.map((entry, index) => {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(0x0314, 4); // made by: Unix, 2.0
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(0x0800, 8);
      header.writeUInt16LE(0, 10);
      header.writeUInt16LE(time, 12);
      header.writeUInt16LE(day, 14);
      header.writeUInt32LE(entry.crc >>> 0, 16);
      header.writeUInt32LE(entry.size, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(names[index].length, 28);
      header.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
      header.writeUInt32LE(offsets[index], 42);
      return Buffer.concat([header, names[index]]);
    }),
  );
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(central.length, 12);
  end.writeUInt32LE(offset, 16);
  async function* parts() {
    for (const [index, entry] of entries.entries()) {
      yield local(index);
      if (Buffer.isBuffer(entry.data)) yield entry.data;
      else for await (const chunk of entry.data()) yield chunk;
    }
    yield central;
    yield end;
  }
  return { stream: Readable.from(parts()), length: offset + central.length + end.length };
}
