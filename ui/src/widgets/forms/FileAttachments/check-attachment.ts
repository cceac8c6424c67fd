import {
  acceptsKind,
  leadFileKinds,
  leadFileMessages,
  sniffBytes,
  sniffLeadFile,
  type LeadFileAccept,
} from '@site/domain/lead-forms/lead-files';
import type { Attachment } from './attachments';

/**
 * The browser's check of a new file, with the server's rules (domain/lead-forms/lead-files.ts): its kind from its
 * first bytes, then the size limit of that kind. Loaded with the file list when the first file is added.
 */
export async function checkAttachment(
  file: File,
  accept: LeadFileAccept,
): Promise<Pick<Attachment, 'status' | 'message'>> {
  const head = new Uint8Array(await file.slice(0, sniffBytes).arrayBuffer());
  const kind = sniffLeadFile(head);
  if (!kind || !acceptsKind(accept, kind)) return { status: 'wrong-type', message: leadFileMessages.wrongType(accept) };
  if (file.size > leadFileKinds[kind].maxBytes)
    return { status: 'too-large', message: leadFileMessages.tooLarge(kind) };
  return { status: 'ready' };
}
