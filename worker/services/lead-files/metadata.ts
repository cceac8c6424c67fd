import type { LeadFileKind } from '@site/domain/lead-forms/lead-files';

/**
 * Removes the metadata that can say where a photo was taken, as the bytes stream through (docs/decisions/077):
 * a JPEG loses its APP1 segments (EXIF, with its GPS block, and XMP) and its APP13 segment (IPTC, which can name
 * a place), keeping only the EXIF orientation, written back as a minimal EXIF of one tag so a phone photo
 * still stands the right way up; a PNG loses its eXIf and text chunks. Pixels and colour profiles pass
 * untouched. A PDF passes as it is (it is served only as a download to staff).
 */

/** The file's structure is not what its first bytes promised: it is refused, not stored half-cleaned. */
export class MalformedFileError extends Error {
  override name = 'MalformedFileError';
}

/** Pulls exact byte counts out of a stream of chunks of any size. */
class ByteReader {
  private buffer = new Uint8Array(0);
  constructor(private readonly source: AsyncIterator<Uint8Array>) {}

  /** Buffers at least `count` bytes; false when the stream ends first. */
  async fill(count: number): Promise<boolean> {
    while (this.buffer.length < count) {
      const next = await this.source.next();
      if (next.done) return false;
      const joined = new Uint8Array(this.buffer.length + next.value.length);
      joined.set(this.buffer);
      joined.set(next.value, this.buffer.length);
      this.buffer = joined;
    }
    return true;
  }

  peek(index: number): number {
    return this.buffer[index] ?? 0;
  }

  /** Exactly `count` bytes, which must already be buffered. */
  take(count: number): Uint8Array {
    const taken = this.buffer.slice(0, count);
    this.buffer = this.buffer.slice(count);
    return taken;
  }

  /** The next `count` bytes as they come (kept) or dropped; a stream that ends first is malformed. */
  async *move(count: number, keep: boolean): AsyncGenerator<Uint8Array> {
    let left = count;
    while (left > 0) {
      if (this.buffer.length === 0 && !(await this.fill(1))) throw new MalformedFileError('The file ends early.');
      const part = this.take(Math.min(left, this.buffer.length));
      left -= part.length;
      if (keep) yield part;
    }
  }

  /** Everything left, as it comes. */
  async *rest(): AsyncGenerator<Uint8Array> {
    if (this.buffer.length > 0) yield this.take(this.buffer.length);
    for (let next = await this.source.next(); !next.done; next = await this.source.next()) yield next.value;
  }
}

const exifHeader = [0x45, 0x78, 0x69, 0x66, 0x00, 0x00];

/** The EXIF orientation tag (1–8) of an APP1 payload, or undefined when it has none. */
export function exifOrientation(payload: Uint8Array): number | undefined {
  if (!exifHeader.every((byte, index) => payload[index] === byte)) return undefined;
  const tiff = payload.subarray(exifHeader.length);
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  if (tiff.length < 8) return undefined;
  const little = tiff[0] === 0x49;
  const firstDirectory = view.getUint32(4, little);
  if (firstDirectory + 2 > tiff.length) return undefined;
  const entries = view.getUint16(firstDirectory, little);
  for (let entry = 0; entry < entries; entry += 1) {
    const at = firstDirectory + 2 + entry * 12;
    if (at + 12 > tiff.length) return undefined;
    if (view.getUint16(at, little) === orientationTag) {
      const orientation = view.getUint16(at + 8, little);
      return orientation >= 1 && orientation <= 8 ? orientation : undefined;
    }
  }
  return undefined;
}

const orientationTag = 0x0112;

/** One directory entry whose single SHORT (type 3) or LONG (type 4) value fits in the entry itself. */
export interface TiffEntry {
  tag: number;
  type: 3 | 4;
  value: number;
}

/** A big-endian TIFF of one directory and no next one: the shape of the EXIF this module writes back. */
export function tiffDirectory(entries: readonly TiffEntry[]): Uint8Array {
  const tiff = new Uint8Array(8 + 2 + entries.length * 12 + 4);
  const view = new DataView(tiff.buffer);
  tiff.set([0x4d, 0x4d, 0x00, 0x2a]);
  view.setUint32(4, 8);
  view.setUint16(8, entries.length);
  entries.forEach(({ tag, type, value }, index) => {
    const at = 10 + index * 12;
    view.setUint16(at, tag);
    view.setUint16(at + 2, type);
    view.setUint32(at + 4, 1);
    if (type === 3) view.setUint16(at + 8, value);
    else view.setUint32(at + 8, value);
  });
  return tiff;
}

/** An APP1 segment holding an EXIF of one tag, the orientation: nothing else of the original survives. */
export function orientationSegment(orientation: number): Uint8Array {
  const tiff = tiffDirectory([{ tag: orientationTag, type: 3, value: orientation }]);
  const length = 2 + exifHeader.length + tiff.length;
  return Uint8Array.from([0xff, 0xe1, length >> 8, length & 0xff, ...exifHeader, ...tiff]);
}

/** APP1 (EXIF, XMP) and APP13 (IPTC) can carry a location; every other segment is the picture or its colour. */
const locationSegments = new Set([0xe1, 0xed]);

async function* cleanJpeg(reader: ByteReader): AsyncGenerator<Uint8Array> {
  if (!(await reader.fill(2))) throw new MalformedFileError('Not a JPEG.');
  yield reader.take(2);
  let orientationWritten = false;
  while (await reader.fill(2)) {
    if (reader.peek(0) !== 0xff) throw new MalformedFileError('A JPEG segment does not start with a marker.');
    const marker = reader.peek(1);
    // A marker may be preceded by fill bytes (0xFF).
    if (marker === 0xff) {
      reader.take(1);
      continue;
    }
    // Start of scan: the compressed picture and whatever follows it pass as they are.
    if (marker === 0xda || marker === 0xd9) {
      yield* reader.rest();
      return;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      yield reader.take(2);
      continue;
    }
    if (!(await reader.fill(4))) throw new MalformedFileError('A JPEG segment ends early.');
    const length = (reader.peek(2) << 8) | reader.peek(3);
    if (length < 2) throw new MalformedFileError('A JPEG segment has no length.');
    if (!locationSegments.has(marker)) {
      yield* reader.move(2 + length, true);
      continue;
    }
    if (!(await reader.fill(2 + length))) throw new MalformedFileError('A JPEG segment ends early.');
    const segment = reader.take(2 + length);
    const orientation = marker === 0xe1 && !orientationWritten ? exifOrientation(segment.subarray(4)) : undefined;
    if (orientation !== undefined) {
      orientationWritten = true;
      yield orientationSegment(orientation);
    }
  }
}

/** PNG chunks that hold metadata: EXIF and the three text kinds (XMP travels in iTXt). */
const droppedPngChunks = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt']);

async function* cleanPng(reader: ByteReader): AsyncGenerator<Uint8Array> {
  if (!(await reader.fill(8))) throw new MalformedFileError('Not a PNG.');
  yield reader.take(8);
  while (await reader.fill(8)) {
    const length = ((reader.peek(0) << 24) | (reader.peek(1) << 16) | (reader.peek(2) << 8) | reader.peek(3)) >>> 0;
    const type = String.fromCharCode(reader.peek(4), reader.peek(5), reader.peek(6), reader.peek(7));
    // Length, type, data and CRC.
    yield* reader.move(12 + length, !droppedPngChunks.has(type));
    if (type === 'IEND') return;
  }
}

/** The file's bytes without location metadata, as they stream in. */
export function withoutLocation(kind: LeadFileKind, source: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  if (kind === 'jpeg') return cleanJpeg(reader);
  if (kind === 'png') return cleanPng(reader);
  return reader.rest();
}
