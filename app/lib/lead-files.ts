import { loadOnRequest } from '@site/ui/load-on-request';
import type { UploadLeadFile } from '@site/ui/widgets/forms/FileAttachments';

// The upload code arrives with the first file a visitor sends, never with the page (docs/decisions/072).
const loadUpload = loadOnRequest(() => import('./lead-file-upload'));

/** How a lead form sends one of its files (docs/decisions/077): the page hands this to the form. */
export const uploadLeadFile: UploadLeadFile = async (file, target) => (await loadUpload()).sendLeadFile(file, target);
