import { env } from 'cloudflare:workers';
import { tiffDirectory } from '../services/lead-files/metadata';
import { callApi, fromClient } from './requests';

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The words a test looks for to prove a photo's location left it. */
export const secretPlace = 'GPS 21.3069 N 157.8583 W';

/** An EXIF APP1 with the orientation (6: turned right) and, in the same segment, a GPS text. */
function exifSegment(): number[] {
  const directory = tiffDirectory([
    { tag: 0x0112, type: 3, value: 6 },
    { tag: 0x8825, type: 4, value: 8 + 2 + 2 * 12 + 4 }, // the GPS block: the text right after the directory
  ]);
  const payload = [...ascii('Exif'), 0x00, 0x00, ...directory, ...ascii(secretPlace)];
  return [0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff, ...payload];
}

const segment = (marker: number, payload: number[]) => [
  0xff,
  marker,
  (payload.length + 2) >> 8,
  (payload.length + 2) & 0xff,
  ...payload,
];

/** A JPEG's structure: JFIF, EXIF with a location, XMP and IPTC naming it, a quantisation table, a scan. */
export function jpegWithLocation(scanBytes = 64): Uint8Array<ArrayBuffer> {
  const scan = Array.from({ length: scanBytes }, (_, index) => index % 200);
  return Uint8Array.from([
    0xff,
    0xd8,
    ...segment(0xe0, [...ascii('JFIF'), 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    ...exifSegment(),
    ...segment(0xe1, [
      ...ascii('http://ns.adobe.com/xap/1.0/'),
      0x00,
      ...ascii(`<x:xmpmeta>${secretPlace}</x:xmpmeta>`),
    ]),
    ...segment(0xed, [...ascii('Photoshop 3.0'), 0x00, ...ascii(secretPlace)]),
    ...segment(
      0xdb,
      Array.from({ length: 65 }, (_, index) => index),
    ),
    ...segment(0xda, [0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]),
    ...scan,
    0xff,
    0xd9,
  ]);
}

/** A comment segment (COM) or an application segment numbered from APP0, naming the place. */
const placeSegment = (marker: number) => segment(marker, [...ascii('Meta'), 0x00, ...ascii(secretPlace)]);

/**
 * The JPEGs that hid a location from a filter that dropped only APP1 and APP13 (docs/decisions/085): after the
 * end marker (a second JPEG, as a phone's motion photo, or a text trailer), in APP11, APP12 or a comment, and in
 * an APP1 between two scans of a progressive picture.
 */
export function jpegsHidingLocation(): Record<string, Uint8Array<ArrayBuffer>> {
  const base = [...jpegWithLocation()];
  const endless = base.slice(0, -2);
  const beforeTables = base.indexOf(0xdb) - 1;
  const withSegment = (marker: number) =>
    Uint8Array.from([...base.slice(0, beforeTables), ...placeSegment(marker), ...base.slice(beforeTables)]);
  return {
    'a second JPEG after the end': Uint8Array.from([...base, ...base]),
    'a text trailer': Uint8Array.from([...base, ...ascii(`trailer ${secretPlace}`)]),
    APP11: withSegment(0xeb),
    APP12: withSegment(0xec),
    COM: withSegment(0xfe),
    'an APP1 between scans': Uint8Array.from([
      ...endless,
      ...exifSegment(),
      ...segment(0xda, [0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]),
      0x12,
      0xff,
      0x00,
      0x34,
      0xff,
      0xd0,
      0x56,
      0xff,
      0xd9,
    ]),
  };
}

/** A PNG whose location sits in a registered eXIf or in the unregistered `zxIf` some tools wrote before it. */
export function pngsHidingLocation(): Record<string, Uint8Array<ArrayBuffer>> {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const png = (type: string) =>
    Uint8Array.from([
      ...signature,
      ...pngChunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]),
      ...pngChunk('sRGB', [0]),
      ...pngChunk(type, ascii(secretPlace)),
      ...pngChunk('IDAT', [1, 2, 3, 4]),
      ...pngChunk('IEND', []),
      ...ascii(`after the end ${secretPlace}`),
    ]);
  return { eXIf: png('eXIf'), zxIf: png('zxIf'), exIf: png('exIf') };
}

const pngChunk = (type: string, data: number[]) => [
  (data.length >>> 24) & 0xff,
  (data.length >>> 16) & 0xff,
  (data.length >>> 8) & 0xff,
  data.length & 0xff,
  ...ascii(type),
  ...data,
  0x00,
  0x00,
  0x00,
  0x00,
];

/** A PNG's structure with an eXIf and a text chunk naming a place. */
export function pngWithLocation(): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...pngChunk('IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]),
    ...pngChunk('eXIf', ascii(secretPlace)),
    ...pngChunk('tEXt', ascii(`Location\u0000${secretPlace}`)),
    ...pngChunk('IDAT', [1, 2, 3, 4]),
    ...pngChunk('IEND', []),
  ]);
}

export const pdfBytes = () => Uint8Array.from(ascii('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'));

/** A Windows program: what a renamed `.exe` starts with. */
export const programBytes = () =>
  Uint8Array.from([
    ...ascii('MZ'),
    0x90,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    ...ascii('This program cannot be run in DOS mode.'),
  ]);

export const bytesContain = (bytes: Uint8Array, text: string) => new TextDecoder('latin1').decode(bytes).includes(text);

/** A body that arrives in chunks and declares no length, as a browser's stream would. */
export function streamOf(bytes: Uint8Array, chunkBytes = 64 * 1024): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + chunkBytes));
      offset += chunkBytes;
    },
  });
}

export interface UploadOptions {
  requestKey: string;
  clientId: string;
  field?: string;
  name?: string;
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>;
  address?: string;
}

/** PUT /api/lead-files/:clientId as the browser sends it. */
export const uploadFile = ({
  requestKey,
  clientId,
  field = 'photos',
  name = 'damage.jpg',
  body,
  address = '203.0.113.50',
}: UploadOptions) =>
  callApi(`/api/lead-files/${clientId}?${new URLSearchParams({ field, name })}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg', ...fromClient(address, requestKey) },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  });

/** Every object key under a prefix of the local bucket. */
export const objectKeys = async (prefix = 'lead-files/') =>
  (await env.FILES.list({ prefix })).objects.map((object) => object.key);
