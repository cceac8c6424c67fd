import { botTokenHeader } from '@site/domain/forms/bot-check';
import type { UploadTarget } from '@site/ui/widgets/forms/FileAttachments';
import { ApiNetworkError, errorFrom } from './api';
import { botCheckToken } from './bot-check';

/**
 * PUT /api/lead-files/:clientId with the file as the body (docs/decisions/077): XMLHttpRequest, because fetch
 * reports no upload progress. Each file carries its own bot-check token and the lead request's key. Resolves
 * on a 2xx (a replay of a file already sent included); rejects with the server's refusal or a network error.
 */
export async function sendLeadFile(file: File, { requestKey, clientId, field, onProgress }: UploadTarget) {
  const token = await botCheckToken();
  const query = new URLSearchParams({ field, name: file.name });
  return new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', `/api/lead-files/${encodeURIComponent(clientId)}?${query}`);
    request.setRequestHeader('Idempotency-Key', requestKey);
    request.setRequestHeader(botTokenHeader, token);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) return resolve();
      const retryAfter = request.getResponseHeader('retry-after');
      const answer = new Response(request.responseText, {
        status: request.status,
        statusText: request.statusText,
        headers: retryAfter ? { 'retry-after': retryAfter } : {},
      });
      errorFrom(answer).then(reject, reject);
    });
    request.addEventListener('error', () =>
      reject(new ApiNetworkError(new Error('The file upload did not get an answer'))),
    );
    request.send(file);
  });
}
