import type { LeadFileKind } from '@site/domain/lead-forms/lead-files';

/**
 * Rewrites a photo as it streams through, keeping only what draws it (docs/decisions/085, an allow-list): a
 * JPEG keeps its frame, tables, scans, JFIF, colour profile and Adobe segments, and its EXIF orientation,
 * written back as a minimal EXIF of one tag so a phone photo still stands the right way up; every other
 * segment (EXIF with its GPS block, XMP, IPTC, APP3–APP15, comments, anything between scans) and every byte
 * after the end marker is dropped. A PNG keeps its critical, transparency and colour chunks and stops at IEND.
 * Pixels and colour profiles pass untouched. A PDF passes as it is (it is served only as a download to staff).
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

  /**
   * A scan's entropy-coded bytes, up to the next marker, which stays buffered. In a scan 0xFF is always
   * followed by 0x00 (a stuffed byte) or a restart marker; any other byte after it starts the next segment.
   */
  async *entropyCoded(): AsyncGenerator<Uint8Array> {
    for (;;) {
      if (this.buffer.length < 2 && !(await this.fill(2))) throw new MalformedFileError('The scan ends early.');
      let end = 0;
      let atMarker = false;
      for (;;) {
        const mark = this.buffer.indexOf(0xff, end);
        // A last 0xFF waits for the byte that says what it is.
        if (mark < 0 || mark === this.buffer.length - 1) {
          end = mark < 0 ? this.buffer.length : mark;
          break;
        }
        const next = this.buffer[mark + 1] ?? 0;
        if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) {
          end = mark;
          atMarker = true;
          break;
        }
        end = mark + 2;
      }
      if (end > 0) yield this.take(end);
      if (atMarker) return;
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

/**
 * The JPEG markers a picture is drawn from, kept whole: the frame headers (SOF0–SOF15, less DHT, JPG and DAC,
 * which are listed on their own), Huffman and arithmetic tables, quantisation tables, restart interval, line
 * count and expansion. Every other segment (APPn, COM, anything unknown) is dropped, except the few below.
 */
const pictureMarkers = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc4, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcc, 0xcd, 0xce, 0xcf, 0xdb, 0xdc, 0xdd, 0xde,
  0xdf,
]);

const startsWith = (segment: Uint8Array, text: string) =>
  [...text].every((character, index) => segment[4 + index] === character.charCodeAt(0));

/**
 * The application segments that change how the picture looks, kept only before the first scan: JFIF (APP0, the
 * pixel density), the ICC colour profile (APP2 `ICC_PROFILE`) and Adobe's colour transform (APP14 `Adobe`).
 */
function isColourSegment(marker: number, segment: Uint8Array): boolean {
  if (marker === 0xe0) return startsWith(segment, 'JFIF\0');
  if (marker === 0xe2) return startsWith(segment, 'ICC_PROFILE\0');
  if (marker === 0xee) return startsWith(segment, 'Adobe');
  return false;
}

const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

async function* cleanJpeg(reader: ByteReader): AsyncGenerator<Uint8Array> {
  if (!(await reader.fill(2)) || reader.peek(0) !== 0xff || reader.peek(1) !== 0xd8) {
    throw new MalformedFileError('Not a JPEG.');
  }
  yield reader.take(2);
  let orientationWritten = false;
  let scanned = false;
  while (await reader.fill(2)) {
    if (reader.peek(0) !== 0xff) throw new MalformedFileError('A JPEG segment does not start with a marker.');
    const marker = reader.peek(1);
    // A marker may be preceded by fill bytes (0xFF).
    if (marker === 0xff) {
      reader.take(1);
      continue;
    }
    // The end of the image: whatever follows (a second JPEG, a preview, a text trailer) is dropped.
    if (marker === 0xd9) {
      yield reader.take(2);
      return;
    }
    if (isRestart(marker) || marker === 0x01) {
      yield reader.take(2);
      continue;
    }
    if (!(await reader.fill(4))) throw new MalformedFileError('A JPEG segment ends early.');
    const length = (reader.peek(2) << 8) | reader.peek(3);
    if (length < 2) throw new MalformedFileError('A JPEG segment has no length.');
    if (marker === 0xda) {
      yield* reader.move(2 + length, true);
      yield* reader.entropyCoded();
      scanned = true;
      continue;
    }
    if (pictureMarkers.has(marker)) {
      yield* reader.move(2 + length, true);
      continue;
    }
    if (marker < 0xe0 || marker > 0xef || scanned) {
      yield* reader.move(2 + length, false);
      continue;
    }
    if (!(await reader.fill(2 + length))) throw new MalformedFileError('A JPEG segment ends early.');
    const segment = reader.take(2 + length);
    if (isColourSegment(marker, segment)) {
      yield segment;
      continue;
    }
    const orientation = marker === 0xe1 && !orientationWritten ? exifOrientation(segment.subarray(4)) : undefined;
    if (orientation !== undefined) {
      orientationWritten = true;
      yield orientationSegment(orientation);
    }
  }
  throw new MalformedFileError('The JPEG has no end marker.');
}

/**
 * The PNG chunks a picture is drawn from: the critical ones, transparency, and those that say how its colours
 * are meant (docs/decisions/085). Everything else (eXIf and its unregistered zxIf, the text kinds, XMP, time,
 * animation, anything private) is dropped, and nothing after IEND is kept.
 */
const keptPngChunks = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'mDCV',
  'cLLI',
]);

async function* cleanPng(reader: ByteReader): AsyncGenerator<Uint8Array> {
  if (!(await reader.fill(8))) throw new MalformedFileError('Not a PNG.');
  yield reader.take(8);
  while (await reader.fill(8)) {
    const length = ((reader.peek(0) << 24) | (reader.peek(1) << 16) | (reader.peek(2) << 8) | reader.peek(3)) >>> 0;
    const type = String.fromCharCode(reader.peek(4), reader.peek(5), reader.peek(6), reader.peek(7));
    // Length, type, data and CRC.
    yield* reader.move(12 + length, keptPngChunks.has(type));
    if (type === 'IEND') return;
  }
  throw new MalformedFileError('The PNG has no end chunk.');
}

/** The file's bytes without location metadata, as they stream in. */
export function withoutLocation(kind: LeadFileKind, source: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  if (kind === 'jpeg') return cleanJpeg(reader);
  if (kind === 'png') return cleanPng(reader);
  return reader.rest();
}
