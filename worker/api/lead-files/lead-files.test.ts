import { formExamples } from '@site/domain/forms/form-examples';
import { leadFileMessages } from '@site/domain/lead-forms/lead-files';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { database } from '../../db/client';
import { leadFiles, leads } from '../../db/schema';
import { notificationSettings } from '@site/domain/leads/notifications';
import { renderNotification } from '../../services/notifications/notification-emails';
import { settled } from '../../test/notifications';
import {
  filesOfLeads,
  leadFileObjectKey,
  sweepUnattachedFiles,
  sweepUnnamedObjects,
  unattachedFileLifetimeMs,
} from '../../services/lead-files/lead-files';
import { partBytes } from '../../services/lead-files/storage';
import {
  bytesContain,
  jpegsHidingLocation,
  jpegWithLocation,
  objectKeys,
  pngsHidingLocation,
  pdfBytes,
  programBytes,
  secretPlace,
  streamOf,
  uploadFile,
} from '../../test/files';
import { callApi, fromClient, postJson } from '../../test/requests';

const db = database(env.DB);
const fileRows = () => db.select().from(leadFiles).all();

/** A JPEG of about `megabytes` MB: the structure of a photo with its scan padded out. */
const photoOf = (megabytes: number) => jpegWithLocation(Math.round(megabytes * 1024 * 1024));

const newKey = () => `lead-${crypto.randomUUID()}`;

describe(
  'PUT /api/lead-files/:clientId and the lead that names its files (docs/decisions/077)',
  { timeout: 30_000 },
  () => {
    it('an emergency with three photos is stored with its three files, each once, without location', async () => {
      const requestKey = newKey();
      const ids = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
      for (const [index, clientId] of ids.entries()) {
        const response = await uploadFile({
          requestKey,
          clientId,
          name: `damage-${index}.jpg`,
          body: jpegWithLocation(),
        });
        expect(response.status).toBe(201);
        expect(await response.json()).toMatchObject({ name: `damage-${index}.jpg`, kind: 'jpeg' });
      }
      const body = { ...formExamples.emergency, photos: ids };
      const lead = await postJson('/api/emergency', body, fromClient('203.0.113.50', requestKey));
      expect(lead.status).toBe(201);
      const { id } = await lead.json<{ id: string }>();
      const rows = await fileRows();
      expect(rows.map((row) => [row.leadId, row.field])).toEqual(ids.map(() => [id, 'photos']));
      // The staff alert the queue sent lists the three files by name, and links only to the lead.
      const alert = (await settled(id, 'sent', 2)).find((row) => row.kind === 'staff-alert');
      expect(alert).toBeDefined();
      const check = notificationSettings(env);
      if (!check.ok) throw new Error(check.problems.join(' '));
      const leadRow = await db.select().from(leads).where(eq(leads.id, id)).get();
      const email = renderNotification(
        'staff-alert',
        leadRow!,
        check.settings,
        undefined,
        await filesOfLeads(db, [id]),
      );
      for (const index of [0, 1, 2]) expect(email.text).toContain(`damage-${index}.jpg (photo,`);
      expect(email.text).toContain(`/admin/leads/${id}`);
      expect(email.text).not.toContain('/admin/files/');
      expect(email.html).not.toContain('/admin/files/');
      const keys = await objectKeys();
      expect(keys).toHaveLength(3);
      for (const key of keys) {
        const object = await env.FILES.get(key);
        expect(object?.httpMetadata?.contentType).toBe('image/jpeg');
        expect(bytesContain(new Uint8Array(await object!.arrayBuffer()), secretPlace)).toBe(false);
      }
    });

    it('stores no coordinate, comment or trailing byte of a photo that hides its place (docs/decisions/085)', async () => {
      const cases = { ...jpegsHidingLocation(), ...pngsHidingLocation() };
      for (const [place, bytes] of Object.entries(cases)) {
        const response = await uploadFile({ requestKey: newKey(), clientId: crypto.randomUUID(), body: bytes });
        expect({ place, status: response.status }).toEqual({ place, status: 201 });
        const { id } = await response.json<{ id: string }>();
        const object = await env.FILES.get(leadFileObjectKey(id));
        const stored = new Uint8Array(await object!.arrayBuffer());
        expect({ place, located: bytesContain(stored, secretPlace), shorter: stored.length < bytes.length }).toEqual({
          place,
          located: false,
          shorter: true,
        });
      }
    });

    it('a retried submit stores each file once: the same file again is the first one, the lead is the same lead', async () => {
      const requestKey = newKey();
      const clientId = crypto.randomUUID();
      const first = await uploadFile({ requestKey, clientId, body: jpegWithLocation() });
      const again = await uploadFile({ requestKey, clientId, body: jpegWithLocation() });
      expect(first.status).toBe(201);
      expect(again.status).toBe(200);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.json()).toEqual(await first.json());
      const body = { ...formExamples.emergency, photos: [clientId] };
      const lead = await postJson('/api/emergency', body, fromClient('203.0.113.50', requestKey));
      const leadAgain = await postJson('/api/emergency', body, fromClient('203.0.113.50', requestKey));
      expect(lead.status).toBe(201);
      expect(leadAgain.status).toBe(200);
      expect(await fileRows()).toHaveLength(1);
      expect(await objectKeys()).toHaveLength(1);
    });

    it('a program renamed .jpg is refused by its bytes, and nothing is stored', async () => {
      const response = await uploadFile({
        requestKey: newKey(),
        clientId: crypto.randomUUID(),
        name: 'holiday.jpg',
        body: programBytes(),
      });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ message: leadFileMessages.wrongType('images') });
      expect(await fileRows()).toEqual([]);
      expect(await objectKeys()).toEqual([]);
    });

    it('a PDF is a plan, not a photo: refused for photos, taken for drawings', async () => {
      const requestKey = newKey();
      const asPhoto = await uploadFile({
        requestKey,
        clientId: crypto.randomUUID(),
        name: 'plan.pdf',
        body: pdfBytes(),
      });
      expect(asPhoto.status).toBe(415);
      const asDrawing = await uploadFile({
        requestKey,
        clientId: crypto.randomUUID(),
        field: 'drawings',
        name: 'plan.pdf',
        body: pdfBytes(),
      });
      expect(asDrawing.status).toBe(201);
      expect(await asDrawing.json()).toMatchObject({ kind: 'pdf' });
    });

    it('a 30 MB photo sent without a declared length is refused while it streams, and nothing of it is stored', async () => {
      const response = await uploadFile({
        requestKey: newKey(),
        clientId: crypto.randomUUID(),
        body: streamOf(photoOf(30)),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ message: leadFileMessages.tooLarge('jpeg') });
      expect(await fileRows()).toEqual([]);
      expect(await objectKeys()).toEqual([]);
    });

    it('a 30 MB photo that declares its length is refused before it is read', async () => {
      const response = await uploadFile({ requestKey: newKey(), clientId: crypto.randomUUID(), body: photoOf(30) });
      expect(response.status).toBe(413);
      expect(await objectKeys()).toEqual([]);
    });

    it('a photo larger than one part is stored as a multipart upload, whole', async () => {
      const photo = photoOf(12);
      expect(photo.length).toBeGreaterThan(2 * partBytes);
      const response = await uploadFile({ requestKey: newKey(), clientId: crypto.randomUUID(), body: streamOf(photo) });
      expect(response.status).toBe(201);
      const [key] = await objectKeys();
      const stored = new Uint8Array(await (await env.FILES.get(key!))!.arrayBuffer());
      const { size } = await response.json<{ size: number }>();
      expect(stored.length).toBe(size);
      // Only the metadata segments went: the rest of the photo is byte for byte what was sent.
      expect(stored.length).toBeLessThan(photo.length);
      expect(stored.slice(-100_000)).toEqual(photo.slice(-100_000));
    });

    it('an eleventh file of one request is refused', async () => {
      const requestKey = newKey();
      for (let index = 0; index < 10; index += 1) {
        expect((await uploadFile({ requestKey, clientId: crypto.randomUUID(), body: jpegWithLocation() })).status).toBe(
          201,
        );
      }
      const eleventh = await uploadFile({ requestKey, clientId: crypto.randomUUID(), body: jpegWithLocation() });
      expect(eleventh.status).toBe(422);
      expect(await eleventh.json()).toEqual({ message: leadFileMessages.tooMany });
      expect(await objectKeys()).toHaveLength(10);
    });

    it('an upload without the request key or the bot check is refused', async () => {
      const clientId = crypto.randomUUID();
      const noKey = await uploadFile({ requestKey: '', clientId, body: jpegWithLocation() });
      expect(noKey.status).toBe(400);
      const noToken = await callApi(`/api/lead-files/${clientId}?field=photos&name=damage.jpg`, {
        method: 'PUT',
        headers: { 'cf-connecting-ip': '203.0.113.50', 'idempotency-key': newKey() },
        body: jpegWithLocation(),
      });
      expect(noToken.status).toBe(403);
      expect(await objectKeys()).toEqual([]);
    });

    it('a lead that names a file its key never sent is refused with the field message', async () => {
      const body = { ...formExamples.emergency, photos: [crypto.randomUUID()] };
      const response = await postJson('/api/emergency', body, fromClient('203.0.113.50', newKey()));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ fieldErrors: { photos: leadFileMessages.notReceived } });
      expect(await db.select().from(leads).all()).toEqual([]);
    });

    it('the daily bucket sweep deletes a day-old object no row names, and keeps named and young ones', async () => {
      const named = crypto.randomUUID();
      await uploadFile({ requestKey: newKey(), clientId: named, body: jpegWithLocation() });
      const [row] = await fileRows();
      const unnamed = leadFileObjectKey(crypto.randomUUID());
      await env.FILES.put(unnamed, 'left by an upload whose every clean-up delete failed');
      expect(await objectKeys()).toHaveLength(2);
      expect(await sweepUnnamedObjects(db, env.FILES)).toBe(0);
      expect(await objectKeys()).toHaveLength(2);
      expect(await sweepUnnamedObjects(db, env.FILES, Date.now() + unattachedFileLifetimeMs + 60_000)).toBe(1);
      expect(await objectKeys()).toEqual([leadFileObjectKey(row!.id)]);
      expect(await fileRows()).toHaveLength(1);
    });

    it('the cron deletes a day-old file no lead took, from the table and the bucket, and keeps attached ones', async () => {
      const kept = newKey();
      const keptId = crypto.randomUUID();
      await uploadFile({ requestKey: kept, clientId: keptId, body: jpegWithLocation() });
      await postJson(
        '/api/emergency',
        { ...formExamples.emergency, photos: [keptId] },
        fromClient('203.0.113.50', kept),
      );
      await uploadFile({ requestKey: newKey(), clientId: crypto.randomUUID(), body: jpegWithLocation() });
      expect(await objectKeys()).toHaveLength(2);
      expect(await sweepUnattachedFiles(db, env.FILES)).toBe(0);
      expect(await sweepUnattachedFiles(db, env.FILES, Date.now() + unattachedFileLifetimeMs + 60_000)).toBe(1);
      const rows = await fileRows();
      expect(rows.map((row) => row.clientId)).toEqual([keptId]);
      expect(await objectKeys()).toEqual([`lead-files/${rows[0]!.id}`]);
      const [lead] = await db.select().from(leads).where(eq(leads.idempotencyKey, kept));
      expect(rows[0]!.leadId).toBe(lead!.id);
    });
  },
);
