/**
 * The Worker `npm run chaos` serves: the BUILT Worker (build/server, imported as `chaos:built-worker`, an alias
 * only the chaos run's own wrangler config defines) with every binding behind the fault injector of the
 * worker tests (docs/decisions/096). Nothing in the app imports this module, the build never bundles it, and
 * `wrangler deploy` never sees it; `tests/e2e/chaos.spec.ts` checks the production build.
 *
 * Faults start when the run posts its rules to `/__chaos/start`; `/__chaos/later` does what the cron and staff do
 * a day later (the notification and file sweeps, a resend of dead-lettered e-mails); `/__chaos/report` says
 * how many calls were made and failed, which e-mails the service accepted and which objects the bucket holds.
 */
import built from 'chaos:built-worker';
import { and, eq, isNull, like, ne } from 'drizzle-orm';
import { database } from '../../worker/db/client';
import { leadFiles, notifications } from '../../worker/db/schema';
import {
  sweepUnattachedFiles,
  sweepUnnamedObjects,
  unattachedFileLifetimeMs,
} from '../../worker/services/lead-files/lead-files';
import {
  resendNotification,
  strandedAfterMs,
  sweepNotifications,
} from '../../worker/services/notifications/notifications';
import { z } from 'zod';
import { faultModes, injectFaults, type FaultInjector, type FaultTarget } from '../../worker/test/faults';

/**
 * The calls the run fails: every binding's writes and the bot check. A D1 statement sent alone is left to the
 * worker tests (they fail each one by name); failing a share of every read would test the retries' patience,
 * not the writes.
 */
export const chaosTargets: readonly FaultTarget[] = [
  'd1-batch',
  'queue-send',
  'r2-put',
  'r2-delete',
  'email-send',
  'siteverify',
];
const startBody = z.object({ share: z.number().min(0).max(1), seed: z.number().int() });

interface Chaos {
  faults: FaultInjector;
  /** Every e-mail the service accepted, by recipients, subject and reply address: more than 1 is a second send. */
  accepted: Map<string, number>;
}

let chaos: Chaos | undefined;

/** The bindings as the run's requests see them: faulty once the run has started, as they are before. */
const bindingsOf = (env: Env) => chaos?.faults.env ?? env;

/** The e-mail binding, counting what the service accepted before the injector decides what the caller hears. */
function countingEmail(email: SendEmail, accepted: Map<string, number>): SendEmail {
  return new Proxy(email, {
    get(target, property) {
      if (property !== 'send') return Reflect.get(target, property);
      return async (message: EmailMessage | EmailMessageBuilder) => {
        const result: EmailSendResult = await Reflect.apply(target.send, target, [message]);
        const key = 'subject' in message ? JSON.stringify([message.to, message.subject, message.replyTo]) : 'raw';
        accepted.set(key, (accepted.get(key) ?? 0) + 1);
        return result;
      };
    },
  });
}

const realFetch = globalThis.fetch;
/** Turnstile is outside this machine: its calls go to the injector's stand-in, which obeys the rules. */
const siteverifyHost = 'challenges.cloudflare.com';

/**
 * Fails `share` of each target's calls, spread over the four ways a call fails (before or after its effect, an
 * error or a timeout), each from its own seeded sequence so a run can be repeated.
 */
function start(env: Env, { share, seed }: z.infer<typeof startBody>) {
  const accepted = new Map<string, number>();
  const eachMode = 1 - (1 - share) ** (1 / faultModes.length);
  const rules = chaosTargets.flatMap((target, targetIndex) =>
    faultModes.map((mode, modeIndex) => ({
      target,
      mode,
      share: eachMode,
      seed: seed + targetIndex * faultModes.length + modeIndex,
    })),
  );
  chaos = { faults: injectFaults({ ...env, EMAIL: countingEmail(env.EMAIL, accepted) }, rules), accepted };
  const { siteverifyFetch } = chaos.faults;
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    return new URL(request.url).hostname === siteverifyHost ? siteverifyFetch(request) : realFetch(request);
  };
}

/** One pass of what happens later without the visitor: each sweep as if its wait were over. */
async function later(env: Env) {
  const bindings = bindingsOf(env);
  const db = database(bindings.DB);
  const outcome = { requeued: 0, swept: 0, sweptObjects: 0, resent: 0, errors: [] as string[] };
  const attempt = async (step: () => Promise<void>) => {
    try {
      await step();
    } catch (error) {
      outcome.errors.push(error instanceof Error ? error.message : String(error));
    }
  };
  await attempt(async () => {
    outcome.requeued = (await sweepNotifications(db, bindings, Date.now() + strandedAfterMs + 1000)).length;
  });
  await attempt(async () => {
    outcome.swept = await sweepUnattachedFiles(db, bindings.FILES, Date.now() + unattachedFileLifetimeMs + 1000);
  });
  // As the daily sweep would: an object whose every clean-up delete failed names no row.
  await attempt(async () => {
    outcome.sweptObjects = await sweepUnnamedObjects(db, bindings.FILES, Date.now() + unattachedFileLifetimeMs + 1000);
  });
  // A notification whose every retry failed is dead-lettered and shown to staff, who send it again.
  const failed = await database(env.DB)
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.status, 'failed'))
    .all();
  for (const { id } of failed) {
    await attempt(async () => {
      if ((await resendNotification(db, bindings, id, 'chaos-run')).outcome === 'queued') outcome.resent += 1;
    });
  }
  return outcome;
}

/** The bucket's lead files, read past the injector: what is really there. */
async function objectKeys(bucket: R2Bucket): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: 'lead-files/', ...(cursor ? { cursor } : {}) });
    keys.push(...page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

async function report(env: Env) {
  const db = database(env.DB);
  const unattached = await db
    .select({ id: leadFiles.id })
    .from(leadFiles)
    .where(and(isNull(leadFiles.leadId), like(leadFiles.requestKey, 'chaos-%')))
    .all();
  const unsent = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(ne(notifications.status, 'sent'))
    .all();
  return {
    targets: chaosTargets,
    calls: chaos?.faults.calls ?? {},
    injected: chaos?.faults.injected ?? {},
    injectedAfter: chaos?.faults.injectedAfter ?? {},
    emailsAccepted: [...(chaos?.accepted.values() ?? [])].reduce((sum, sends) => sum + sends, 0),
    emailsAcceptedTwice: [...(chaos?.accepted.values() ?? [])].filter((sends) => sends > 1).length,
    objects: await objectKeys(env.FILES),
    unattachedFiles: unattached.length,
    unsentNotifications: unsent.length,
  };
}

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === '/__chaos/start' && request.method === 'POST') {
      const body = startBody.safeParse(await request.json());
      if (!body.success) return Response.json({ message: body.error.message }, { status: 400 });
      start(env, body.data);
      return Response.json({ started: true });
    }
    if (pathname === '/__chaos/later' && request.method === 'POST') return Response.json(await later(env));
    if (pathname === '/__chaos/report') return Response.json(await report(env));
    return built.fetch(request, bindingsOf(env), ctx);
  },
  queue: (batch, env, ctx) => built.queue(batch, bindingsOf(env), ctx),
  scheduled: (controller, env, ctx) => built.scheduled(controller, bindingsOf(env), ctx),
  email: (message, env, ctx) => built.email(message, bindingsOf(env), ctx),
} satisfies ExportedHandler<Env>;
