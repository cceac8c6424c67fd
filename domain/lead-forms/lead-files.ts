/**
 * Files a visitor sends with a request (docs/decisions/077): which kinds, how large, how many, and what the
 * form and the server say about them. The browser checks a file with the same rules before it sends it; the
 * server decides again from the bytes it receives.
 */

const megabytes = (amount: number) => amount * 1024 * 1024;

/** The kinds a visitor may send, each known by its first bytes, never by its name or declared type. */
export const leadFileKinds = {
  jpeg: { contentType: 'image/jpeg', image: true, maxBytes: megabytes(15), extensions: ['jpg', 'jpeg'] },
  png: { contentType: 'image/png', image: true, maxBytes: megabytes(15), extensions: ['png'] },
  pdf: { contentType: 'application/pdf', image: false, maxBytes: megabytes(25), extensions: ['pdf'] },
} as const;

export type LeadFileKind = keyof typeof leadFileKinds;

/**
 * What can disguise a file name (docs/decisions/085): control characters, every invisible format character
 * (the bidi overrides and isolates such as U+202E, zero-width spaces and joiners, the soft hyphen, the byte
 * order mark), line and paragraph separators, the Hangul fillers, the grapheme joiner and variation selectors, and path
 * separators.
 */
const disguising =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0/\\]|\u034F|\u17B4|\u17B5|\p{Variation_Selector}/gu;

/** A file's name as staff see it: what the device gave, without anything that can disguise it, at most 200. */
export const leadFileName = (name: string) => name.normalize('NFC').replace(disguising, '').trim().slice(0, 200);

/**
 * The name a file downloads under: its name with the extension of the kind its bytes showed, so a PDF sent as
 * `plans.html` downloads as `plans.pdf` (docs/decisions/085); a name already ending in one of the kind's
 * extensions keeps it.
 */
export function downloadName(name: string, kind: LeadFileKind): string {
  const extensions: readonly string[] = leadFileKinds[kind].extensions;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (extensions.includes(extension)) return name;
  return `${dot > 0 ? name.slice(0, dot) : name || 'file'}.${extensions[0]}`;
}

/** At most this many files, and this many bytes in all, with one request. */
export const leadFileRequestLimits = { files: 10, bytes: megabytes(100) } as const;

/** What a form's file field takes: photos only, or plans (PDF or photos). */
export type LeadFileAccept = 'images' | 'documents';

export const acceptsKind = (accept: LeadFileAccept, kind: LeadFileKind) =>
  accept === 'documents' || leadFileKinds[kind].image;

/**
 * The picker's `accept` list. `image/*` lets a phone offer its camera and hand a HEIC photo over as JPEG; a
 * kind the server does not take (a WebP, a GIF) is refused by its bytes with the form's message.
 */
export const pickerAccept = (accept: LeadFileAccept) => (accept === 'images' ? 'image/*' : 'image/*,application/pdf');

/** The file fields of the lead forms and what each takes. */
export const leadFileFields = {
  photos: 'images',
  drawings: 'documents',
  permits: 'documents',
  files: 'documents',
} as const;

export type LeadFileField = keyof typeof leadFileFields;

export const isLeadFileField = (field: string): field is LeadFileField => field in leadFileFields;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((byte, index) => bytes[offset + index] === byte);

/** How many first bytes `sniffLeadFile` needs. */
export const sniffBytes = 8;

/** The kind a file's first bytes show, or undefined for anything else (a program renamed `.jpg` included). */
export function sniffLeadFile(bytes: Uint8Array): LeadFileKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  return undefined;
}

const sizeText = (bytes: number) => `${Math.round(bytes / megabytes(1))} MB`;

/** "1.4 MB", "820 KB": a file's size as the form and staff see it. */
export function fileSizeText(bytes: number): string {
  if (bytes >= megabytes(1)) return `${(bytes / megabytes(1)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const leadFileMessages = {
  wrongType: (accept: LeadFileAccept) =>
    accept === 'images' ? 'This file is not a JPEG or PNG photo.' : 'This file is not a PDF or a JPEG or PNG image.',
  tooLarge: (kind: LeadFileKind) =>
    `This file is larger than ${sizeText(leadFileKinds[kind].maxBytes)}, the limit for ${leadFileKinds[kind].image ? 'an image' : 'a PDF'}.`,
  tooMany: `Up to ${leadFileRequestLimits.files} files can be sent with one request.`,
  requestTooLarge: `The files of one request can be at most ${sizeText(leadFileRequestLimits.bytes)} in all.`,
  notReceived: 'A file of this request did not arrive. Please add it again.',
  failed: 'This file could not be sent.',
  /** Said of each file the browser could not keep for a later send (docs/decisions/081). */
  notKept:
    'This file could not be sent, and this browser cannot keep it to send later. Retry it before you leave this page.',
} as const;

/** The limits as the form states them under its file field. */
export const leadFileLimitsText = (accept: LeadFileAccept) =>
  accept === 'images'
    ? `JPEG or PNG, up to ${sizeText(leadFileKinds.jpeg.maxBytes)} each; at most ${leadFileRequestLimits.files} files and ${sizeText(leadFileRequestLimits.bytes)} in all.`
    : `PDF up to ${sizeText(leadFileKinds.pdf.maxBytes)} or JPEG/PNG up to ${sizeText(leadFileKinds.jpeg.maxBytes)} each; at most ${leadFileRequestLimits.files} files and ${sizeText(leadFileRequestLimits.bytes)} in all.`;

/** A file of a lead as staff see it listed. */
export interface LeadFileSummary {
  id: string;
  name: string;
  kind: LeadFileKind;
  size: number;
  field: LeadFileField;
}

/** How staff read a file field's name. */
export const leadFileFieldLabels: Record<LeadFileField, string> = {
  photos: 'Photo',
  drawings: 'Drawing',
  permits: 'Permit',
  files: 'Photo or plan',
};
