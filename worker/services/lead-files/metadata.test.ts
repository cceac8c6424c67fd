import { describe, expect, it } from 'vitest';
import {
  bytesContain,
  jpegsHidingLocation,
  jpegWithLocation,
  pdfBytes,
  pngsHidingLocation,
  pngWithLocation,
  secretPlace,
} from '../../test/files';
import { exifOrientation, MalformedFileError, withoutLocation } from './metadata';

async function* chunksOf(bytes: Uint8Array, size: number) {
  for (let offset = 0; offset < bytes.length; offset += size) yield bytes.slice(offset, offset + size);
}

async function collect(chunks: AsyncIterable<Uint8Array>) {
  const parts: number[] = [];
  for await (const chunk of chunks) parts.push(...chunk);
  return Uint8Array.from(parts);
}

/** A progressive JPEG's last scan, from its SOS marker to the end. */
const secondScan = (bytes: Uint8Array) => Array.from(bytes.slice(bytes.lastIndexOf(0xda) - 1));

/** The APP markers of a cleaned JPEG, in order, up to its scan. */
function markersOf(jpeg: Uint8Array) {
  const markers: number[] = [];
  let at = 2;
  while (jpeg[at] === 0xff && jpeg[at + 1] !== 0xda) {
    markers.push(jpeg[at + 1]!);
    at += 2 + ((jpeg[at + 2]! << 8) | jpeg[at + 3]!);
  }
  return markers;
}

describe('photos keep only what draws them as they stream (docs/decisions/077, 085)', () => {
  it('a JPEG keeps its picture and colour segments and its orientation, and loses EXIF, XMP and IPTC', async () => {
    const original = jpegWithLocation();
    expect(bytesContain(original, secretPlace)).toBe(true);
    const cleaned = await collect(withoutLocation('jpeg', chunksOf(original, 4096)));
    expect(bytesContain(cleaned, secretPlace)).toBe(false);
    expect(markersOf(original)).toEqual([0xe0, 0xe1, 0xe1, 0xed, 0xdb]);
    expect(markersOf(cleaned)).toEqual([0xe0, 0xe1, 0xdb]);
    // The one APP1 left is an EXIF of the orientation alone.
    const app1 = cleaned.indexOf(0xe1) + 3;
    expect(exifOrientation(cleaned.subarray(app1, app1 + 2 + 26 + 6))).toBe(6);
    // The scan and everything after it is unchanged.
    expect(cleaned.slice(-70)).toEqual(original.slice(-70));
  });

  it('gives the same bytes however the stream is cut, down to one byte at a time', async () => {
    const original = jpegWithLocation(300);
    const whole = await collect(withoutLocation('jpeg', chunksOf(original, original.length)));
    for (const size of [1, 3, 7, 64]) {
      expect([...(await collect(withoutLocation('jpeg', chunksOf(original, size))))]).toEqual([...whole]);
    }
  });

  it('a PNG loses its eXIf and text chunks and keeps the image chunks', async () => {
    const cleaned = await collect(withoutLocation('png', chunksOf(pngWithLocation(), 5)));
    const text = new TextDecoder('latin1').decode(cleaned);
    expect(text).not.toContain(secretPlace);
    expect(['IHDR', 'IDAT', 'IEND'].every((type) => text.includes(type))).toBe(true);
    expect(text).not.toContain('eXIf');
  });

  it.each(Object.entries(jpegsHidingLocation()))(
    'a JPEG with the place hidden in %s keeps no coordinate, comment or trailing byte',
    async (_, original) => {
      expect(bytesContain(original, secretPlace)).toBe(true);
      for (const size of [1, 5, 4096]) {
        const cleaned = await collect(withoutLocation('jpeg', chunksOf(original, size)));
        expect(bytesContain(cleaned, secretPlace)).toBe(false);
        expect(bytesContain(cleaned, 'Meta')).toBe(false);
        // One picture, ending at its end marker.
        expect(Array.from(cleaned.slice(0, 2))).toEqual([0xff, 0xd8]);
        expect(Array.from(cleaned.slice(-2))).toEqual([0xff, 0xd9]);
        expect(cleaned.length).toBeLessThan(original.length);
        expect(new TextDecoder('latin1').decode(cleaned).split('\xff\xd8')).toHaveLength(2);
      }
    },
  );

  it('a progressive JPEG keeps both scans byte for byte, stuffed bytes and restart markers included', async () => {
    const original = jpegsHidingLocation()['an APP1 between scans']!;
    const cleaned = await collect(withoutLocation('jpeg', chunksOf(original, 3)));
    expect(secondScan(cleaned)).toEqual(secondScan(original));
    expect(secondScan(cleaned)).toContain(0xd0);
  });

  it.each(Object.entries(pngsHidingLocation()))(
    'a PNG with the place in %s keeps only its image and colour chunks, up to IEND',
    async (type, original) => {
      const cleaned = new TextDecoder('latin1').decode(await collect(withoutLocation('png', chunksOf(original, 7))));
      expect(cleaned).not.toContain(secretPlace);
      expect(cleaned).not.toContain(type);
      expect(['IHDR', 'sRGB', 'IDAT'].every((kept) => cleaned.includes(kept))).toBe(true);
      expect(cleaned.endsWith('IEND\0\0\0\0')).toBe(true);
    },
  );

  it('a PDF passes as it is', async () => {
    expect([...(await collect(withoutLocation('pdf', chunksOf(pdfBytes(), 10))))]).toEqual([...pdfBytes()]);
  });

  it('a JPEG whose segments do not hold together is refused, not stored half-cleaned', async () => {
    const broken = jpegWithLocation().slice(0, 40);
    await expect(collect(withoutLocation('jpeg', chunksOf(broken, 8)))).rejects.toBeInstanceOf(MalformedFileError);
    const noMarker = Uint8Array.from([0xff, 0xd8, 0x12, 0x34, 0x56]);
    await expect(collect(withoutLocation('jpeg', chunksOf(noMarker, 8)))).rejects.toBeInstanceOf(MalformedFileError);
  });
});
