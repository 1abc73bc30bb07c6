import { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';

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

export interface StreamedZipEntry {
  name: string;
  /** A buffer is deflated (JSON shrinks to a tenth); a stream is stored as it comes (pictures and models are compressed already). */
  data: Buffer | (() => Promise<AsyncIterable<Buffer>>);
}

/**
 * A zip written as its entries come, when their sizes and CRCs are not known beforehand (a
 * person's data export: files streamed from storage one after another, never all in memory).
 * Each entry's CRC-32 and sizes follow its data in a data descriptor (flag bit 3) and are
 * repeated in the central directory, which every unzip reads. Up to 65,535 entries and 4 GiB.
 */
export function zipWriter(entries: AsyncIterable<StreamedZipEntry> | Iterable<StreamedZipEntry>, modified = new Date()): Readable {
  const time = dosTime(modified);
  const day = dosDate(modified);
  const central: Buffer[] = [];
  let offset = 0;
  async function* parts(): AsyncGenerator<Buffer> {
    for await (const entry of entries) {
      if (central.length === 0xffff) throw new Error('zip: too many entries');
      const name = Buffer.from(entry.name, 'utf8');
      const deflated = Buffer.isBuffer(entry.data);
      const method = deflated ? 8 : 0;
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(0x0808, 6); // UTF-8 names, sizes in the data descriptor
      local.writeUInt16LE(method, 8);
      local.writeUInt16LE(time, 10);
      local.writeUInt16LE(day, 12);
      local.writeUInt16LE(name.length, 26);
      const start = offset;
      yield Buffer.concat([local, name]);
      offset += 30 + name.length;
      let crc = 0;
      let size = 0;
      let written = 0;
      if (Buffer.isBuffer(entry.data)) {
        crc = crc32(entry.data);
        size = entry.data.length;
        const packed = deflateRawSync(entry.data);
        written = packed.length;
        yield packed;
      } else {
        for await (const chunk of await entry.data()) {
          crc = crc32(chunk, crc);
          size += chunk.length;
          yield chunk;
        }
        written = size;
      }
      offset += written;
      if (offset > 0xffffffff) throw new Error('zip: larger than 4 GiB');
      const descriptor = Buffer.alloc(16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc >>> 0, 4);
      descriptor.writeUInt32LE(written, 8);
      descriptor.writeUInt32LE(size, 12);
      yield descriptor;
      offset += 16;
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(0x0314, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(0x0808, 8);
      header.writeUInt16LE(method, 10);
      header.writeUInt16LE(time, 12);
      header.writeUInt16LE(day, 14);
      header.writeUInt32LE(crc >>> 0, 16);
      header.writeUInt32LE(written, 20);
      header.writeUInt32LE(size, 24);
      header.writeUInt16LE(name.length, 28);
      header.writeUInt32LE((0o100644 << 16) >>> 0, 38);
      header.writeUInt32LE(start, 42);
      central.push(Buffer.concat([header, name]));
    }
    const directory = Buffer.concat(central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(central.length, 8);
    end.writeUInt16LE(central.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    yield directory;
    yield end;
  }
  return Readable.from(parts(), { objectMode: false });
}
