/**
 * Replays the attacks docs/security.md defends against on a LOCAL server and prints what held:
 *
 *   npm run abuse -- [--url http://127.0.0.1:8787] [--target local|e2e]
 *
 * Bounded on purpose: it talks only to 127.0.0.1 or localhost, sends a fixed number of requests per attack
 * (about 1,350 in all, most of them the bot-check flood, refused before any work), and stops by itself. Each run uses fresh documentation addresses (2001:db8::/32,
 * 198.51.100.0/24), so runs do not trip each other's limits. Exit code 1 when anything did not hold.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { passedBotCheck } from '../../domain/forms/bot-check';
import { formExamples } from '../../domain/forms/form-examples';
import { executeD1, sqlText, type D1Target } from '../d1';
import { createAccessCode } from '../nda-code';
import { createStaffAccount } from '../staff-account';
import { signInAsNewStaff } from '../staff-session';
import { runSignInAbuse } from './sign-in';

export interface AttackResult {
  attack: string;
  held: boolean;
  detail: string;
}

export interface AttackContext {
  baseUrl: string;
  /** The database behind the server, where the sign-in attacks make their throwaway staff accounts. */
  target: D1Target;
}

export type Attack = (context: AttackContext) => Promise<AttackResult[]>;

const localHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A random /64 inside the documentation prefix, and addresses inside it. */
function randomNetwork(): (index: number) => string {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  const prefix = `2001:db8:${((a << 8) | b).toString(16)}:${c.toString(16)}`;
  return (index) => `${prefix}:${index.toString(16)}:${randomBytes(2).toString('hex')}::1`;
}

const randomIpv4 = () => `198.51.100.${1 + ((randomBytes(1)[0] ?? 0) % 250)}`;

/**
 * A POST as a bot that passed the bot check (the local test key's token): the worst case for the limits
 * behind it. `bot: true` sends no token, as a bot that cannot pass it (docs/decisions/070).
 */
async function post(
  context: AttackContext,
  path: string,
  body: string,
  headers: Record<string, string>,
  { bot = false } = {},
) {
  return fetch(new URL(path, context.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bot ? {} : passedBotCheck), ...headers },
    body,
  });
}

/** 1,000 contact submissions from 200 addresses without a bot-check token: nothing stored, nothing sent. */
const distributedFlood: Attack = async (context) => {
  const marker = `Flood ${randomUUID().slice(0, 8)}`;
  const statuses = new Map<number, number>();
  for (let index = 0; index < 1000; index += 1) {
    const response = await post(
      context,
      '/api/contact',
      JSON.stringify({ ...formExamples.contact, name: marker }),
      {
        'cf-connecting-ip': `198.18.${Math.floor(index / 5) % 200}.${1 + (index % 5)}`,
        'idempotency-key': randomUUID(),
      },
      { bot: true },
    );
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  }
  const [stored] = await executeD1<{ n: number }>(
    `select count(*) as n from leads where name = ${sqlText(marker)}`,
    context.target,
  );
  const tally = [...statuses].map(([status, n]) => `${n}x${status}`).join(' ');
  return [
    {
      attack: 'Distributed form flood: 1,000 contact submits, 200 addresses, no bot-check token',
      held: (stored?.n ?? 0) === 0 && !statuses.has(201),
      detail: `${tally}; leads stored ${stored?.n ?? 0}`,
    },
  ];
};

/** 50 leads naming one victim's address, each from its own address and passing the bot check. */
const confirmationRelay: Attack = async (context) => {
  const victim = `victim.${randomUUID().slice(0, 8)}@example.com`;
  let stored = 0;
  for (let index = 0; index < 50; index += 1) {
    const response = await post(
      context,
      '/api/contact',
      JSON.stringify({ ...formExamples.contact, email: victim, name: '=HYPERLINK("https://evil.example")' }),
      { 'cf-connecting-ip': `198.19.${index}.1`, 'idempotency-key': randomUUID() },
    );
    if (response.status === 201) stored += 1;
  }
  const [sent] = await executeD1<{ n: number }>(
    `select count(*) as n from notifications where kind = 'visitor-confirmation' and recipient = ${sqlText(victim)}`,
    context.target,
  );
  return [
    {
      attack: "Confirmation relay: 50 leads naming one victim's address",
      held: (sent?.n ?? 0) <= 1,
      detail: `${stored} leads stored; confirmations to the victim ${sent?.n ?? 0}`,
    },
  ];
};

/** 200 wrong NDA codes from 40 addresses, then the right code from a new browser. */
const ndaClosure: Attack = async (context) => {
  const { id, code } = await createAccessCode(`Abuse run ${randomUUID().slice(0, 8)}`, context.target);
  const wrong = new Map<number, number>();
  for (let index = 0; index < 200; index += 1) {
    const response = await post(
      context,
      '/api/nda-access',
      JSON.stringify({ ...formExamples.nda, accessCode: `WRONG-${randomBytes(3).toString('hex').toUpperCase()}` }),
      { 'cf-connecting-ip': `198.18.${200 + Math.floor(index / 5)}.9`, 'idempotency-key': randomUUID() },
    );
    wrong.set(response.status, (wrong.get(response.status) ?? 0) + 1);
  }
  const right = await post(context, '/api/nda-access', JSON.stringify({ ...formExamples.nda, accessCode: code }), {
    'cf-connecting-ip': randomIpv4(),
    'idempotency-key': randomUUID(),
  });
  await executeD1(
    `update nda_access_codes set revoked_at = ${sqlText(new Date().toISOString())} where id = ${sqlText(id)}`,
    context.target,
  );
  return [
    {
      attack: 'NDA closure: 200 wrong codes from 40 addresses, then the right code',
      held: right.status === 201,
      detail: `${[...wrong].map(([status, n]) => `${n}x${status}`).join(' ')}; right code ${right.status}`,
    },
  ];
};

const rotationAgainstLeadForm: Attack = async (context) => {
  const inside = randomNetwork();
  const statuses: number[] = [];
  for (let index = 0; index < 11; index += 1) {
    const response = await post(context, '/api/contact', JSON.stringify(formExamples.contact), {
      'cf-connecting-ip': inside(index),
      'idempotency-key': randomUUID(),
    });
    statuses.push(response.status);
  }
  const held = statuses.slice(0, 10).every((status) => status === 201) && statuses[10] === 429;
  return [{ attack: 'IPv6 /64 rotation, lead form (11 submits)', held, detail: `statuses ${statuses.join(' ')}` }];
};

const rotationAgainstNdaCodes: Attack = async (context) => {
  const inside = randomNetwork();
  const statuses: number[] = [];
  for (let index = 0; index < 6; index += 1) {
    const response = await post(
      context,
      '/api/nda-access',
      JSON.stringify({ ...formExamples.nda, accessCode: `WRONG-${randomBytes(3).toString('hex').toUpperCase()}` }),
      { 'cf-connecting-ip': inside(index), 'idempotency-key': randomUUID() },
    );
    statuses.push(response.status);
  }
  const held = statuses.slice(0, 5).every((status) => status === 403) && statuses[5] === 429;
  return [{ attack: 'IPv6 /64 rotation, NDA codes (6 guesses)', held, detail: `statuses ${statuses.join(' ')}` }];
};

const replayWithAnotherBody: Attack = async (context) => {
  const results: AttackResult[] = [];
  const cases: [string, string, object, object][] = [
    ['/api/contact', 'lead form', formExamples.contact, { ...formExamples.contact, subject: 'Something else' }],
    [
      '/api/project-recommendations',
      'recommendations',
      { projectType: 'Other', location: 'Other', budget: 'Contact for Quote', timeline: 'Flexible' },
      { projectType: 'Other', location: 'Other', budget: 'Contact for Quote', timeline: '3-6 months' },
    ],
  ];
  for (const [path, name, first, second] of cases) {
    const headers = { 'cf-connecting-ip': randomIpv4(), 'idempotency-key': randomUUID() };
    const original = await post(context, path, JSON.stringify(first), headers);
    const replay = await post(context, path, JSON.stringify(second), headers);
    results.push({
      attack: `Replay, same key with another body (${name})`,
      held: original.ok && replay.status === 422,
      detail: `first ${original.status}, replay ${replay.status}`,
    });
  }
  return results;
};

/** A new client and a new submission. */
const freshRequest = () => ({ 'cf-connecting-ip': randomIpv4(), 'idempotency-key': randomUUID() });

const maliciousBodies: Attack = async (context) => {
  const cases: [string, () => Promise<Response>, number][] = [
    [
      'oversized body (70 KB)',
      () =>
        post(
          context,
          '/api/contact',
          JSON.stringify({ ...formExamples.contact, padding: 'x'.repeat(70_000) }),
          freshRequest(),
        ),
      413,
    ],
    ['malformed JSON', () => post(context, '/api/contact', '{"name": ', freshRequest()), 400],
    [
      'not JSON',
      () =>
        fetch(new URL('/api/contact', context.baseUrl), {
          method: 'POST',
          headers: { 'content-type': 'text/plain', ...freshRequest() },
          body: 'name=x',
        }),
      415,
    ],
    [
      'bidi override in a name',
      () =>
        post(
          context,
          '/api/contact',
          JSON.stringify({ ...formExamples.contact, name: 'Test \u202Egnp.exe' }),
          freshRequest(),
        ),
      400,
    ],
    [
      'control character in a field',
      () =>
        post(context, '/api/contact', JSON.stringify({ ...formExamples.contact, subject: 'hi\u0000' }), freshRequest()),
      400,
    ],
    ['malformed Idempotency-Key', () => post(context, '/api/contact', '{}', { 'idempotency-key': 'x' }), 400],
  ];
  const results: AttackResult[] = [];
  for (const [name, send, expected] of cases) {
    const response = await send();
    results.push({
      attack: `Malicious body: ${name}`,
      held: response.status === expected,
      detail: `status ${response.status}, expected ${expected}`,
    });
  }
  return results;
};

/** Two staff editing one lead through the lead page's own action: the second, on the same version, gets 409. */
const staleAdminEdit: Attack = async (context) => {
  const attack = 'Stale admin edit (two staff editing one lead)';
  const [lead] = await executeD1<{ id: string; updated_at: string }>(
    'select id, updated_at from leads order by created_at desc limit 1',
    context.target,
  );
  // The relay attack before this one stores leads, so a lead is there to edit.
  if (!lead) return [{ attack, held: false, detail: 'no lead to edit' }];
  const email = `abuse.editor.${Date.now().toString(36)}@pacificspan.example`;
  const cookie = await signInAsNewStaff(
    new URL(context.baseUrl).origin,
    email,
    await createStaffAccount(email, 'Abuse editor', context.target),
  );
  const edit = (notes: string) =>
    fetch(new URL(`/admin/leads/${encodeURIComponent(lead.id)}.data`, context.baseUrl), {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ intent: 'edit', notes, updatedAt: lead.updated_at }),
    });
  const first = await edit(`abuse run ${randomUUID()}`);
  const stale = await edit('stale overwrite');
  return [{ attack, held: first.ok && stale.status === 409, detail: `first ${first.status}, stale ${stale.status}` }];
};

/** A signed-in staff session of a throwaway account, for the attacks that go through staff pages. */
async function staffCookie(context: AttackContext, role: string) {
  const email = `abuse.${role}.${Date.now().toString(36)}@pacificspan.example`;
  return signInAsNewStaff(
    new URL(context.baseUrl).origin,
    email,
    await createStaffAccount(email, `Abuse ${role}`, context.target),
  );
}

/** A staff action on a lead page, as the page's own form sends it. */
const leadAction = (context: AttackContext, cookie: string, leadId: string, body: object) =>
  fetch(new URL(`/admin/leads/${encodeURIComponent(leadId)}.data`, context.baseUrl), {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** A new contact lead, from its own /64 so the form's limits never refuse it; null if it was not stored. */
async function newLead(context: AttackContext, name: string): Promise<string | null> {
  const response = await post(context, '/api/contact', JSON.stringify({ ...formExamples.contact, name }), {
    'cf-connecting-ip': randomNetwork()(1),
    'idempotency-key': randomUUID(),
  });
  if (response.status !== 201) return null;
  const [lead] = await executeD1<{ id: string }>(`select id from leads where name = ${sqlText(name)}`, context.target);
  return lead?.id ?? null;
}

/**
 * A reply address for the lead, as a staff reply would have opened it (docs/decisions/078): set in the database
 * so that no e-mail goes out for the attack.
 */
async function openReplyAddress(context: AttackContext, leadId: string): Promise<string> {
  const token = randomBytes(16).toString('hex');
  const expires = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  await executeD1(
    `update leads set reply_token = ${sqlText(token)}, reply_expires_at = ${sqlText(expires)} where id = ${sqlText(leadId)}`,
    context.target,
  );
  return `reply+${token}@reply.pacificspan.example`;
}

/** A raw answer handed to the Worker's email() handler through wrangler's local Email Routing endpoint. */
const deliver = (context: AttackContext, from: string, to: string, headers: string[], text: string) =>
  fetch(
    new URL(`/cdn-cgi/local/email?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, context.baseUrl),
    {
      method: 'POST',
      headers: { 'content-type': 'message/rfc822' },
      body: [
        ...headers,
        `From: ${from}`,
        `To: ${to}`,
        'Subject: Re: Your contact form',
        `Message-ID: <${randomUUID()}@example.com>`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        '',
        text,
      ].join('\r\n'),
    },
  );

const ascii = (text: string) => [...Buffer.from(text, 'latin1')];
const jpegSegment = (marker: number, payload: number[]) => [
  0xff,
  marker,
  (payload.length + 2) >> 8,
  (payload.length + 2) & 0xff,
  ...payload,
];

/**
 * A JPEG with a location only after its end marker: a text trailer and a second JPEG with an EXIF block, as
 * phones write motion photos (docs/decisions/085).
 */
function jpegWithTrailer(place: string): Uint8Array<ArrayBuffer> {
  const picture = (extra: number[]) => [
    0xff,
    0xd8,
    ...jpegSegment(0xe0, [...ascii('JFIF'), 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    ...extra,
    ...jpegSegment(
      0xdb,
      Array.from({ length: 65 }, (_, index) => index),
    ),
    ...jpegSegment(0xda, [0x01, 0x01, 0x00, 0x00, 0x3f, 0x00]),
    ...Array.from({ length: 64 }, (_, index) => index % 200),
    0xff,
    0xd9,
  ];
  return Uint8Array.from([
    ...picture([]),
    ...ascii(`trailer ${place}`),
    ...picture(jpegSegment(0xe1, [...ascii('Exif'), 0x00, 0x00, ...ascii(place)])),
  ]);
}

/** A photo with its location after the end marker, sent with an intake and read back through the file route. */
const jpegTrailer: Attack = async (context) => {
  const attack = 'JPEG with GPS after its end marker, uploaded and read back';
  const place = `GPS 21.3069 N 157.8583 W ${randomUUID().slice(0, 8)}`;
  const key = randomUUID();
  const client = randomNetwork()(2);
  const clientId = `photo-${randomUUID().slice(0, 8)}`;
  const upload = await fetch(new URL(`/api/lead-files/${clientId}?field=files&name=lanai.jpg`, context.baseUrl), {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg', ...passedBotCheck, 'cf-connecting-ip': client, 'idempotency-key': key },
    body: jpegWithTrailer(place),
  });
  const file = upload.ok ? ((await upload.json()) as { id?: string }) : {};
  const submitted = await post(context, '/api/intake', JSON.stringify({ ...formExamples.intake, files: [clientId] }), {
    'cf-connecting-ip': client,
    'idempotency-key': key,
  });
  if (!file.id || submitted.status !== 201)
    return [{ attack, held: false, detail: `upload ${upload.status}, intake ${submitted.status}` }];
  const read = await fetch(new URL(`/admin/files/${encodeURIComponent(file.id)}`, context.baseUrl), {
    headers: { cookie: await staffCookie(context, 'photo') },
  });
  const bytes = new Uint8Array(await read.arrayBuffer());
  const text = Buffer.from(bytes).toString('latin1');
  const endsAtMarker = bytes.at(-2) === 0xff && bytes.at(-1) === 0xd9 && text.indexOf('\xff\xd9') === text.length - 2;
  const leaked = text.includes(place) || text.includes('trailer') || text.includes('Exif');
  return [
    {
      attack,
      held: read.status === 200 && endsAtMarker && !leaked,
      detail: `upload ${upload.status}, read ${read.status}, ${bytes.length} bytes; location ${leaked ? 'kept' : 'gone'}, ${endsAtMarker ? 'nothing' : 'bytes'} after the end marker`,
    },
  ];
};

/** An answer claiming passing checks, from a server other than ours and hidden in a comment behind ours. */
const forgedSenderChecks: Attack = async (context) => {
  const attack = 'Forged Authentication-Results on an inbound answer';
  const leadId = await newLead(context, `Forged ${randomUUID().slice(0, 8)}`);
  if (!leadId) return [{ attack, held: false, detail: 'no lead to answer' }];
  const to = await openReplyAddress(context, leadId);
  const forged = [
    ['another server', 'Authentication-Results: mx.attacker.example; dkim=pass; spf=pass; dmarc=pass'],
    ['a comment', 'Authentication-Results: mx.cloudflare.net; dkim=fail (reason: spf=pass dmarc=pass)'],
  ];
  const results: AttackResult[] = [];
  for (const [name, header = ''] of forged) {
    const marker = `forged ${randomUUID()}`;
    const delivered = await deliver(context, 'client@example.com', to, [header], marker);
    const [stored] = await executeD1<{ checks: string | null }>(
      `select sender_checks as checks from lead_messages where lead_id = ${sqlText(leadId)} and full_text = ${sqlText(marker)}`,
      context.target,
    );
    const passing = stored?.checks ? Object.values(JSON.parse(stored.checks)).filter((value) => value === 'pass') : [];
    results.push({
      attack: `${attack} (${name})`,
      held: delivered.status === 200 && stored !== undefined && passing.length === 0,
      detail: `delivered ${delivered.status}; stored checks ${stored?.checks ?? 'none'}`,
    });
  }
  return results;
};

/** 41 answers in a minute to one reply address, each from its own sender: the 41st refused, one alert. */
const inboundFlood: Attack = async (context) => {
  const attack = 'Inbound flood: 41 messages in a minute to one reply address';
  const leadId = await newLead(context, `Inbound flood ${randomUUID().slice(0, 8)}`);
  if (!leadId) return [{ attack, held: false, detail: 'no lead to answer' }];
  const to = await openReplyAddress(context, leadId);
  const statuses: number[] = [];
  for (let index = 0; index < 41; index += 1) {
    const sender = `flood.${index}.${randomUUID().slice(0, 8)}@example.com`;
    statuses.push((await deliver(context, sender, to, [], `flood message ${index}`)).status);
  }
  const [counts] = await executeD1<{ messages: number; alerts: number }>(
    `select (select count(*) from lead_messages where lead_id = ${sqlText(leadId)}) as messages,
      (select count(*) from notifications where lead_id = ${sqlText(leadId)} and kind = 'reply-received') as alerts`,
    context.target,
  );
  const accepted = statuses.slice(0, 40).every((status) => status === 200);
  return [
    {
      attack,
      held: accepted && statuses[40] === 400 && counts?.messages === 40 && counts.alerts === 1,
      detail: `${statuses.filter((status) => status === 200).length}x200, 41st ${statuses[40]}; stored ${counts?.messages}, staff alerts ${counts?.alerts}`,
    },
  ];
};

/** A note sent from a tab opened before the erasure: 409, and the lead's row and timeline hold none of it. */
const noteOnErasedLead: Attack = async (context) => {
  const attack = 'Note posted to an erased lead';
  const leadId = await newLead(context, `Erased ${randomUUID().slice(0, 8)}`);
  if (!leadId) return [{ attack, held: false, detail: 'no lead to erase' }];
  const cookie = await staffCookie(context, 'eraser');
  const erased = await leadAction(context, cookie, leadId, { intent: 'erase', leadId });
  const marker = `note after erasure ${randomUUID()}`;
  const note = await leadAction(context, cookie, leadId, { intent: 'note', text: marker });
  const [kept] = await executeD1<{ n: number }>(
    `select (select count(*) from leads where id = ${sqlText(leadId)} and instr(notes, ${sqlText(marker)}) > 0)
      + (select count(*) from lead_events where lead_id = ${sqlText(leadId)} and instr(after, ${sqlText(marker)}) > 0) as n`,
    context.target,
  );
  return [
    {
      attack,
      held: erased.ok && note.status === 409 && kept?.n === 0,
      detail: `erase ${erased.status}, note ${note.status}; places holding the note ${kept?.n}`,
    },
  ];
};

/** Lockout abuse and password guessing against staff sign-in (docs/decisions/022). */
const staffSignIn: Attack = async ({ baseUrl, target }) =>
  (await runSignInAbuse(baseUrl, target)).map((check) => ({
    attack: check.attack,
    held: check.held,
    detail: `${check.observed} (expected ${check.expected})`,
  }));

export const attacks: Attack[] = [
  distributedFlood,
  confirmationRelay,
  ndaClosure,
  rotationAgainstLeadForm,
  rotationAgainstNdaCodes,
  replayWithAnotherBody,
  maliciousBodies,
  staleAdminEdit,
  jpegTrailer,
  forgedSenderChecks,
  inboundFlood,
  noteOnErasedLead,
  staffSignIn,
];

/**
 * Runs every attack in turn, reporting each result as it comes. An attack the server stops answering (a dropped
 * connection, a crash) is a result too: it did not hold, and the attacks after it still run.
 */
export async function runAttacks(
  context: AttackContext,
  report: (result: AttackResult) => void = () => {},
): Promise<AttackResult[]> {
  const url = new URL(context.baseUrl);
  if (!localHosts.has(url.hostname))
    throw new Error(`Refusing to attack ${url.hostname}: only 127.0.0.1 or localhost.`);
  const results: AttackResult[] = [];
  for (const attack of attacks) {
    const outcome = await attack(context).catch((error: unknown) => [
      {
        attack: attack.name,
        held: false,
        detail: `no answer: ${String(error)}${error instanceof Error && error.cause ? `, ${String(error.cause)}` : ''}`,
      },
    ]);
    for (const result of outcome) report(result);
    results.push(...outcome);
  }
  return results;
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string', default: 'http://127.0.0.1:8787' },
      target: { type: 'string', default: 'local' },
    },
  });
  if (values.target !== 'local' && values.target !== 'e2e') throw new Error('--target is local or e2e');
  const results = await runAttacks({ baseUrl: values.url, target: values.target }, (result) =>
    console.log(`${result.held ? 'HELD  ' : 'BROKE '} ${result.attack.padEnd(55)} ${result.detail}`),
  );
  const broken = results.filter((result) => !result.held).length;
  console.log(broken === 0 ? '\nEverything held.' : `\n${broken} attack(s) got through.`);
  process.exitCode = broken === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
