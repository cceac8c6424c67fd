import { formExamples } from '@site/domain/forms/form-examples';
import { describe, expect, it } from 'vitest';
import { jpegWithLocation, pdfBytes, uploadFile } from '../../worker/test/files';
import { fromClient, postJson } from '../../worker/test/requests';
import { runStaffRoute, staffSignedInBeforeEach } from './test/staff-routes';
import { contactLoader } from './contact.server';
import { loader as fileLoader } from './file';
import { leadPageLoader } from './lead.server';

const staff = staffSignedInBeforeEach();

/** A bid request with a drawing (PDF) and a site photo, as the form sends it; its lead id and its files' ids. */
async function bidWithFiles() {
  const requestKey = `bid-${crypto.randomUUID()}`;
  const photoId = crypto.randomUUID();
  const drawingId = crypto.randomUUID();
  const photo = await uploadFile({
    requestKey,
    clientId: photoId,
    field: 'drawings',
    name: 'site.jpg',
    body: jpegWithLocation(),
  });
  const drawing = await uploadFile({
    requestKey,
    clientId: drawingId,
    field: 'drawings',
    name: 'plan A.pdf',
    body: pdfBytes(),
  });
  const lead = await postJson(
    '/api/bid-request',
    { ...formExamples.bid, drawings: [photoId, drawingId] },
    fromClient('203.0.113.60', requestKey),
  );
  expect(lead.status).toBe(201);
  return {
    leadId: (await lead.json<{ id: string }>()).id,
    photo: (await photo.json<{ id: string }>()).id,
    drawing: (await drawing.json<{ id: string }>()).id,
  };
}

const openFile = (id: string, cookie?: string) =>
  runStaffRoute(fileLoader, { path: `/admin/files/${id}`, params: { id }, cookie });

describe('/admin/files/:id (docs/decisions/077)', () => {
  it('opens a photo inline and a PDF as a download, private and sandboxed, to signed-in staff', async () => {
    const { photo, drawing } = await bidWithFiles();
    const image = await openFile(photo, staff.cookie);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(image.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''site.jpg`);
    expect(image.headers.get('content-security-policy')).toBe('sandbox');
    expect(image.headers.get('cache-control')).toBe('private, no-store');
    const pdf = await openFile(drawing, staff.cookie);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename*=UTF-8''plan%20A.pdf`);
    expect(pdf.data).toContain('%PDF-1.7');
  });

  it('answers 401 without a staff session, not the file and not a redirect', async () => {
    const { photo } = await bidWithFiles();
    const stranger = await openFile(photo);
    expect(stranger.status).toBe(401);
    expect(stranger.location).toBeNull();
    expect(stranger.headers.get('cache-control')).toBe('private, no-store');
  });

  it('knows no file that is not a lead’s: an upload no request took is 404 even to staff', async () => {
    const upload = await uploadFile({
      requestKey: `lost-${crypto.randomUUID()}`,
      clientId: crypto.randomUUID(),
      body: jpegWithLocation(),
    });
    const { id } = await upload.json<{ id: string }>();
    expect((await openFile(id, staff.cookie)).status).toBe(404);
    expect((await openFile('no-such-file', staff.cookie)).status).toBe(404);
  });

  it('lists the files on the lead page and on the contact page', async () => {
    const { leadId, photo, drawing } = await bidWithFiles();
    const page = await staff.run(leadPageLoader, { path: `/admin/leads/${leadId}`, params: { id: leadId } });
    expect(page.data.files).toEqual([
      { id: photo, name: 'site.jpg', kind: 'jpeg', size: expect.any(Number), field: 'drawings' },
      { id: drawing, name: 'plan A.pdf', kind: 'pdf', size: pdfBytes().length, field: 'drawings' },
    ]);
    const contact = await staff.run(contactLoader, { path: `/admin/contacts/${leadId}`, params: { id: leadId } });
    expect(contact.data.files.map((file) => file.id)).toEqual([photo, drawing]);
  });
});
