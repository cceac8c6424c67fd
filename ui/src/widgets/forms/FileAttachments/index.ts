export { FileAttachments, type FileAttachmentsProps } from './FileAttachments';
export {
  goesWithRequest,
  type Attachment,
  type AttachmentStatus,
  type FileFieldDefinition,
  type UploadLeadFile,
  type UploadTarget,
} from './attachments';
