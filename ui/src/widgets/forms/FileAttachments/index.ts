export { FileAttachments, type FileAttachmentsProps } from './FileAttachments';
export {
  goesWithRequest,
  type Attachment,
  type AttachmentStatus,
  type FileFieldDefinition,
  type UnsentFile,
  type UploadLeadFile,
  type UploadTarget,
} from './attachments';
