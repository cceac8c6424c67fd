import { downloadName, leadFileKinds, leadFileName } from '@site/domain/lead-forms/lead-files';
import type { LoaderFunctionArgs } from 'react-router';
import { attachedFile, leadFileObjectKey } from '../../worker/services/lead-files/lead-files';
import { staffLoader, staffOf } from './guard.server';

const notFound = () => new Response('No such file.', { status: 404 });

/**
 * /admin/files/:id: a file a visitor sent with a lead, to a signed-in staff member only (the signed-in guard
 * answers 401 without a session). Images open in the browser, everything else downloads; either way the
 * answer is sandboxed, so a file can run nothing on the site's origin (docs/decisions/077). The name it is
 * saved under carries no disguising character and the extension of the kind its bytes showed, also for a
 * file stored before names were cleaned (docs/decisions/085).
 */
export const loader = staffLoader('staff', async ({ context, params }: LoaderFunctionArgs) => {
  const { db, env } = staffOf(context);
  const file = await attachedFile(db, params.id ?? '');
  if (!file) return notFound();
  const object = await env.FILES.get(leadFileObjectKey(file.id));
  if (!object) return notFound();
  const kind = leadFileKinds[file.kind];
  return new Response(object.body, {
    headers: {
      'Content-Type': kind.contentType,
      'Content-Length': String(object.size),
      'Content-Disposition': `${kind.image ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(downloadName(leadFileName(file.name), file.kind))}`,
      'Content-Security-Policy': 'sandbox',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
