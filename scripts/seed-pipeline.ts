import type { AdminRegion } from '@site/domain/staff/lead-table';
import type { UrgencyLevel } from '@site/domain/lead-forms/emergency';
import { bidSchema } from '@site/domain/lead-forms/bid-schema';
import { calculatorLeadSchema } from '@site/domain/pricing/calculator-schema';
import { contactSchema } from '@site/domain/lead-forms/contact-schema';
import { emergencySchema } from '@site/domain/lead-forms/emergency-schema';
import { formExamples } from '@site/domain/forms/form-examples';
import { intakeSchema } from '@site/domain/lead-forms/intake-schema';
import { leadSources, type LeadSource, type LeadStatus } from '@site/domain/leads/leads';
import { ndaAccessSchema } from '@site/domain/partners/nda-schema';
import type { LeadSubmissionData, NormalisedLead } from '@site/domain/leads/normalise';
import { partnerSchema } from '@site/domain/lead-forms/partner-schema';
import {
  recommendationBudgets,
  recommendationLocations,
  recommendationProjectTypes,
  recommendationTimelines,
} from '@site/domain/partners/recommendation';
import { recommendationSchema } from '@site/domain/partners/recommendation-schema';
import { businessDay } from '@site/domain/company/office-clock';
import { closedStatuses } from '@site/domain/leads/pipeline';
import { responseDueAt } from '@site/domain/leads/promises';
import { randomFrom, type Random } from '@site/domain/company/random';
import { eq } from 'drizzle-orm';
import type { Database } from '../worker/db/client';
import { leadEvents, leads, staff, type Lead } from '../worker/db/schema';
import { captureLead } from '../worker/services/lead-forms/leads';
import { newStaffAccount } from '../worker/services/staff/staff-auth';
import type { StaffPasswords } from '../worker/services/staff/staff-passwords';

/**
 * A year of leads for local development and the admin benchmark (docs/benchmarks.md): 360 leads over the
 * last 12 months from all nine sources, the three states and some places nobody named, every status,
 * several owners, follow-ups due today, overdue and later, a few notes and status changes on the timeline,
 * and estimates of the size each kind of work runs to. Drawn from one seeded generator, so every run plans
 * the same leads; stored with fixed keys, so seeding again adds nothing. Invented people, example addresses.
 */
export const pipelineLeadCount = 360;

/** The colleagues who own seeded leads besides the local staff account; they cannot sign in until reset. */
export const seedColleagues = [
  { email: 'kai.lono@pacificspan.example', name: 'Kai Lono' },
  { email: 'bea.cruz@pacificspan.example', name: 'Bea Cruz' },
  { email: 'noa.akana@pacificspan.example', name: 'Noa Akana' },
] as const;

const places: Record<AdminRegion, string[]> = {
  California: ['Walnut Creek, CA', 'Oakland, California', 'San Jose, CA', 'Pasadena, CA', 'Sacramento', 'Irvine, CA'],
  Oregon: ['Portland, OR', 'Salem, Oregon', 'Eugene, OR', 'Beaverton, OR', 'Bend, Oregon'],
  Hawaii: ['Honolulu, HI', 'Kailua, Hawaii', 'Hilo, HI', 'Kihei, Maui', 'Kapolei, HI'],
  Unknown: ['Not provided', 'Multi-state', 'Near the coast', 'TBD'],
};
const regionWeights: [AdminRegion, number][] = [
  ['California', 0.45],
  ['Oregon', 0.25],
  ['Hawaii', 0.22],
  ['Unknown', 0.08],
];
const sourceWeights: [LeadSource, number][] = [
  ['contact', 0.2],
  ['calculator', 0.16],
  ['intake', 0.14],
  ['chat', 0.12],
  ['recommendation', 0.1],
  ['emergency', 0.08],
  ['bid', 0.08],
  ['partner', 0.06],
  ['nda', 0.06],
];
/** Typical estimate ranges in dollars; partner and NDA leads are not a priced job. */
const estimateRange: Record<LeadSource, [number, number] | null> = {
  contact: [15_000, 250_000],
  calculator: [40_000, 900_000],
  intake: [150_000, 1_500_000],
  chat: [10_000, 200_000],
  recommendation: [60_000, 800_000],
  emergency: [5_000, 120_000],
  bid: [800_000, 6_000_000],
  partner: null,
  nda: null,
};
const projectTypes: Record<LeadSource, string[]> = {
  contact: ['Contact: Kitchen remodel', 'Contact: Seawall repair', 'Contact: Tenant improvement'],
  calculator: ['Residential Construction', 'Retail', 'Office', 'Restaurant'],
  intake: ['Residential Construction', 'Commercial Construction', 'Design/Build'],
  chat: ['Chat: ADU question', 'Chat: Deck and lanai', 'Chat: Permit help'],
  recommendation: ['Recommendation: Prefab home', 'Recommendation: Design/build'],
  emergency: ['Storm Damage', 'Water Damage', 'Structural Repair', 'Fire Damage'],
  bid: ['Bid: Shopping center', 'Bid: Medical office', 'Bid: School addition'],
  partner: ['Partner: Material supplier', 'Partner: Subcontractor', 'Partner: Developer'],
  nda: ['NDA: Subdivision portal'],
};
const firstNames = [
  'Maya',
  'Daniel',
  'Keoni',
  'Dana',
  'Ruth',
  'Marco',
  'Priya',
  'Leilani',
  'Owen',
  'Sofia',
  'Hana',
  'Mateo',
  'Grace',
  'Kaimana',
  'Ethan',
  'Lucia',
  'Noelani',
  'Arjun',
  'Claire',
  'Tomas',
  'Mei',
  'Jonah',
  'Ava',
  'Rafael',
];
const lastNames = [
  'Kealoha',
  'Ortega',
  'Makoa',
  'Whitfield',
  'Lindqvist',
  'Bellini',
  'Raman',
  'Akana',
  'Nguyen',
  'Hart',
  'Silva',
  'Kahale',
  'Brooks',
  'Moreno',
  'Tanaka',
  'Fischer',
  'Okafor',
  'Reyes',
  'Larsen',
  'Palakiko',
];
const companies = ['Diablo Retail Partners', 'Makoa Ohana Trust', 'Cascade Panel Supply', 'Island Land Partners'];
const urgencies: UrgencyLevel[] = ['critical', 'urgent', 'high'];
const notes = [
  'Left a voicemail, will try again after lunch.',
  'Site visit booked; bring the moisture meter.',
  'Asked for references from two past clients.',
  'Waiting on the survey before we can price it.',
  'Prefers e-mail; sent the intro packet.',
];

const weighted = <T>(random: Random, choices: [T, number][]): T => {
  let left = random.next();
  for (const [value, weight] of choices) {
    left -= weight;
    if (left < 0) return value;
  }
  return choices[0]?.[0] as T;
};

const dayMs = 86_400_000;
const dayOf = (today: string, offset: number) =>
  new Date(Date.parse(today) + offset * dayMs).toISOString().slice(0, 10);

/** Older leads have had time to close; this month's are mostly still being worked. */
function statusFor(random: Random, ageDays: number): LeadStatus {
  if (ageDays < 14)
    return weighted(random, [
      ['new', 0.55],
      ['contacted', 0.3],
      ['qualified', 0.15],
    ]);
  if (ageDays < 90) {
    return weighted(random, [
      ['new', 0.1],
      ['contacted', 0.3],
      ['qualified', 0.25],
      ['proposal', 0.2],
      ['won', 0.08],
      ['lost', 0.07],
    ]);
  }
  return weighted(random, [
    ['contacted', 0.1],
    ['qualified', 0.1],
    ['proposal', 0.12],
    ['won', 0.3],
    ['lost', 0.38],
  ]);
}

/**
 * A seeded lead holds the fields every form is normalised into and the columns the seed sets on its row
 * afterwards, typed as the row types them, so the seed cannot drift from either.
 */
export type PlannedLead = NormalisedLead &
  Pick<Lead, 'source' | 'createdAt' | 'status' | 'estimatedValue' | 'followUpOn'> & {
    key: string;
    /** An index into the owners handed to `seedPipeline`, or null for nobody. */
    owner: number | null;
    note?: string;
  };

/** The planned leads as of `now`, with `ownerCount` staff to share them; the same input plans the same leads. */
export function planPipeline(now: Date, ownerCount: number, count = pipelineLeadCount): PlannedLead[] {
  const random = randomFrom('pipeline seed');
  const today = businessDay(now);
  return Array.from({ length: count }, (_, index) => {
    // The first nine cover every source once, so even a small view shows all of them.
    const source = index < leadSources.length ? (leadSources[index] ?? 'contact') : weighted(random, sourceWeights);
    const region = weighted(random, regionWeights);
    const ageDays = random.integer(0, 364);
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const status = statusFor(random, ageDays);
    const range = estimateRange[source];
    const estimate = range && random.chance(0.8) ? Math.round(random.between(range[0], range[1]) / 500) * 500 : null;
    const open = !closedStatuses.includes(status);
    const followUp = random.next();
    const followUpOn = !open
      ? null
      : followUp < 0.15
        ? today
        : followUp < 0.35
          ? dayOf(today, -random.integer(1, 14))
          : followUp < 0.7
            ? dayOf(today, random.integer(1, 21))
            : null;
    return {
      key: `seed-pipeline-${String(index + 1).padStart(3, '0')}`,
      source,
      name: `${first} ${last}`,
      email: `${first}.${last}.${index + 1}@example.com`.toLowerCase(),
      ...(random.chance(0.7)
        ? { phone: `(${random.pick(['808', '503', '925', '415'])}) 555-0${random.integer(100, 199)}` }
        : {}),
      ...(source === 'bid' || source === 'partner' || random.chance(0.1) ? { company: random.pick(companies) } : {}),
      location: random.pick(places[region]),
      projectType: random.pick(projectTypes[source]),
      ...(source === 'emergency' ? { urgency: random.pick(urgencies) } : {}),
      createdAt: new Date(now.getTime() - ageDays * dayMs - random.integer(0, dayMs - 1)).toISOString(),
      status,
      estimatedValue: estimate,
      owner:
        status === 'new' && random.chance(0.6) ? null : random.chance(0.15) ? null : random.integer(0, ownerCount - 1),
      followUpOn,
      ...(random.chance(0.2) ? { note: random.pick(notes) } : {}),
    };
  });
}

/**
 * A seeded lead's submission: its form's example (domain/forms/form-examples.ts), sent from the planned lead's e-mail
 * address, so the detail page shows a request of the form the lead came from.
 */
export function seedSubmission(plan: PlannedLead): LeadSubmissionData {
  const { email } = plan;
  switch (plan.source) {
    case 'intake':
      return { ...intakeSchema.parse(formExamples.intake), email };
    case 'contact':
      return { ...contactSchema.parse(formExamples.contact), email };
    case 'calculator':
      return { ...calculatorLeadSchema.parse(formExamples.calculator), email };
    case 'partner':
      return { ...partnerSchema.parse(formExamples.partner), email };
    case 'emergency':
      return { ...emergencySchema.parse(formExamples.emergency), email };
    case 'bid':
      return { ...bidSchema.parse(formExamples.bid), email };
    case 'nda': {
      const { accessCode: _code, ...visitor } = ndaAccessSchema.parse(formExamples.nda);
      return { ...visitor, email, accessCodeId: 'seed' };
    }
    case 'recommendation':
      return {
        ...recommendationSchema.parse({
          projectType: recommendationProjectTypes[0],
          location: recommendationLocations[0],
          budget: recommendationBudgets[1],
          timeline: recommendationTimelines[2],
        }),
        contactEmail: email,
        sessionId: plan.key,
      };
    case 'chat':
      return { sessionId: plan.key, email, message: plan.projectType.replace('Chat: ', '') };
  }
}

/** The seed colleagues' accounts, made as `npm run staff:account -- create` makes them; existing ones are kept. */
export async function storeSeedColleagues(db: Database, passwords: StaffPasswords): Promise<void> {
  for (const colleague of seedColleagues) {
    const { record } = await newStaffAccount(passwords, colleague.email, colleague.name);
    await db.insert(staff).values(record).onConflictDoNothing({ target: staff.email });
  }
}

/**
 * Stores the planned leads through the API's own capture (so each has its 'created' timeline entry), then
 * dates them back and gives them their status, owner, follow-up day and estimate, with the owner's status
 * change and note on the timeline. A lead whose key is already stored is left as it is.
 */
export async function seedPipeline(
  db: Database,
  owners: { id: string; email: string }[],
  now = new Date(),
): Promise<number> {
  let created = 0;
  for (const plan of planPipeline(now, owners.length)) {
    const { key, source, createdAt, status, estimatedValue, owner, followUpOn, note, ...fields } = plan;
    const result = await captureLead(db, {
      source,
      fields,
      submission: seedSubmission(plan),
      idempotencyKey: key,
      requestHash: key,
      actor: 'visitor',
    });
    if (result.outcome !== 'created') continue;
    created += 1;
    const staffMember = owner === null ? undefined : owners[owner];
    const actor = staffMember?.email ?? owners[0]?.email ?? 'seed';
    const workedAt = new Date(Math.min(Date.parse(createdAt) + 2 * dayMs, now.getTime())).toISOString();
    await db.batch([
      db
        .update(leads)
        .set({
          createdAt,
          updatedAt: status === 'new' && !note ? createdAt : workedAt,
          status,
          estimatedValue,
          ownerId: staffMember?.id ?? null,
          followUpOn,
          // The promise clock runs from the back-dated arrival, and stops when the lead was worked.
          responseDueAt: responseDueAt(source, fields.urgency ?? null, createdAt),
          firstResponseAt: status === 'new' ? null : workedAt,
        })
        .where(eq(leads.id, result.id)),
      db.update(leadEvents).set({ at: createdAt }).where(eq(leadEvents.leadId, result.id)),
      ...(status === 'new'
        ? []
        : [
            db.insert(leadEvents).values({
              leadId: result.id,
              at: workedAt,
              actor,
              kind: 'updated',
              before: { status: 'new', ownerId: null },
              after: { status, ownerId: staffMember?.id ?? null },
            }),
          ]),
      ...(note
        ? [
            db
              .insert(leadEvents)
              .values({ leadId: result.id, at: workedAt, actor, kind: 'note', after: { text: note } }),
          ]
        : []),
    ]);
  }
  return created;
}
