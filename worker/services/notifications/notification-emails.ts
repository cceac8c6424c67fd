import { company } from '@site/domain/company/company';
import { urgencyLevels, type UrgencyLevel } from '@site/domain/lead-forms/emergency';
import {
  fileSizeText,
  isLeadFileField,
  leadFileFieldLabels,
  type LeadFileSummary,
} from '@site/domain/lead-forms/lead-files';
import { leadSourceRegistry, type LeadSource, type LeadSourceEntry } from '@site/domain/leads/leads';
import { isErasedSubmission } from '@site/domain/leads/normalise';
import { invitationLifetimeHours } from '@site/domain/staff/invitations';
import { roleLabels, type StaffRole } from '@site/domain/staff/roles';
import type { NotificationKind, NotificationSettings } from '@site/domain/leads/notifications';
import { labelOf } from '@site/domain/forms/options';
import { formatUsd } from '@site/domain/pricing/money';
import { recommendProject } from '@site/domain/partners/recommendation-engine';
import type { Lead, LeadMessage } from '../../db/schema';
import { emailHtml, type Fact, type Section } from './notification-email-html';

/** What a template knows of its lead: the stored row's own fields (docs/decisions/066). */
export type EmailLead = Pick<
  Lead,
  | 'id'
  | 'name'
  | 'email'
  | 'phone'
  | 'company'
  | 'location'
  | 'projectType'
  | 'source'
  | 'urgency'
  | 'estimatedValue'
  | 'submission'
  | 'createdAt'
>;

export interface RenderedEmail {
  subject: string;
  text: string;
  /** Absent for a staff reply, which goes as the plain text staff wrote. */
  html?: string;
}

/**
 * A subject is one header line: any control character a visitor typed (CR/LF could start a header of their
 * own) becomes a space, and it is kept short enough for every mail client.
 */
export function headerSafe(text: string, max = 160): string {
  // Every control character (code points below 32, and 127) and the Unicode line separators.
  const flat = [...text]
    .map((char) => (char < ' ' || char === '\u007f' || char === '\u2028' || char === '\u2029' ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const titleOf = (source: LeadSource) => leadSourceRegistry[source].title;

/** Submission keys staff need not read again: they are in the lead's own fields, or are internal. */
const repeatedKeys = new Set(['estimate', 'website', 'sessionId', 'accessCodeId']);

/** 'projectLocation' -> 'Project location'. */
const labelOfKey = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const valueText = (value: unknown): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

const urgencyText = (urgency: UrgencyLevel) => labelOf(urgencyLevels, urgency);

function leadFacts(lead: EmailLead): Fact[] {
  const facts: (Fact | undefined)[] = [
    ['Source', titleOf(lead.source)],
    ['Name', lead.name],
    ['E-mail', lead.email],
    lead.phone ? ['Phone', lead.phone] : undefined,
    lead.company ? ['Company', lead.company] : undefined,
    ['Location', lead.location],
    ['Project', lead.projectType],
    lead.urgency ? ['Urgency', urgencyText(lead.urgency)] : undefined,
  ];
  return facts.filter((fact): fact is Fact => fact !== undefined);
}

function submissionFacts(submission: EmailLead['submission']): Fact[] {
  return Object.entries(submission).flatMap(([key, value]): Fact[] => {
    // A file field holds the files' ids: the alert lists the files themselves (`filesSection`).
    const text = repeatedKeys.has(key) || isLeadFileField(key) ? undefined : valueText(value);
    return text === undefined ? [] : [[labelOfKey(key), text]];
  });
}

/** The calculator's estimate: only that form's request carries one. */
const estimateOf = (lead: EmailLead) =>
  lead.source === 'calculator' && 'estimate' in lead.submission ? lead.submission.estimate : undefined;

/** A fact only when there is something to say. */
const factIf = (label: string, value: string | undefined): Fact[] => (value ? [[label, value]] : []);

function estimateFacts(estimate: NonNullable<ReturnType<typeof estimateOf>>): Fact[] {
  return [
    ['Estimated range', `${formatUsd(estimate.lowEnd)} to ${formatUsd(estimate.highEnd)}`],
    ['Estimated timeline', `${estimate.timelineWeeks} weeks`],
    ['Potential savings', formatUsd(estimate.savings)],
    ['Confidence', `${estimate.confidence}%`],
  ];
}

/**
 * The recommendation the visitor saw: deterministic, so recomputing it from the stored request gives the same.
 * Only the recommendation form's request has both a session and a budget.
 */
const recommendationOf = ({ submission }: EmailLead) =>
  !isErasedSubmission(submission) && 'sessionId' in submission && 'budget' in submission
    ? recommendProject(submission)
    : undefined;

function recommendationFacts(lead: EmailLead): Fact[] {
  const recommendation = recommendationOf(lead);
  if (!recommendation) return [];
  return [
    ['Services', recommendation.recommendedServices.join(', ')],
    ...factIf('Estimated cost', recommendation.estimatedCost),
    ...factIf('Suggested timeline', recommendation.suggestedTimeline),
  ];
}

/** Both bodies from one outline, so the plain text and the HTML always say the same. */
function compose(subject: string, sections: Section[]): RenderedEmail {
  const footer = [
    company.name,
    `${company.phone} · ${company.email}`,
    `Licences: ${company.licences.map((licence) => `${licence.code} ${licence.number}`).join(' · ')}`,
  ];
  const text = [
    ...sections.map((section) =>
      [
        section.heading ? `${section.heading}\n${'-'.repeat(section.heading.length)}` : undefined,
        ...(section.paragraphs ?? []),
        ...(section.facts ?? []).map(([label, value]) => `${label}: ${value}`),
        ...(section.list ?? []).map((item) => `- ${item}`),
        section.link ? `${section.link.label}: ${section.link.href}` : undefined,
      ]
        .filter((line) => line !== undefined)
        .join('\n'),
    ),
    footer.join('\n'),
  ].join('\n\n');

  return { subject: headerSafe(subject), text, html: emailHtml(subject, sections, footer) };
}

/**
 * The files sent with the lead, by name only: no attachment and no link to a file, so the e-mail never carries
 * them; staff open them on the lead's page, behind the sign-in (docs/decisions/077).
 */
const filesSection = (files: readonly LeadFileSummary[]): Section[] =>
  files.length === 0
    ? []
    : [
        {
          heading: `Files sent (${files.length})`,
          list: files.map(
            (file) => `${file.name} (${leadFileFieldLabels[file.field].toLowerCase()}, ${fileSizeText(file.size)})`,
          ),
          paragraphs: ['Open them on the lead page in /admin.'],
        },
      ];

function staffAlert(
  lead: EmailLead,
  settings: NotificationSettings,
  kind: NotificationKind,
  files: readonly LeadFileSummary[],
): RenderedEmail {
  const link = {
    label: 'Open the lead in /admin',
    href: `${settings.siteUrl}/admin/leads/${encodeURIComponent(lead.id)}`,
  };
  const estimate = estimateOf(lead);
  const facts = leadFacts(lead);
  const details = submissionFacts(lead.submission);
  if (lead.source === 'emergency') {
    const tier = lead.urgency ? urgencyText(lead.urgency) : 'Emergency';
    const again = kind === 'emergency-realert' ? 'STILL UNANSWERED: ' : '';
    return compose(`${again}URGENT ${tier}: ${lead.name}, ${lead.phone ?? lead.email}`, [
      {
        paragraphs: [
          kind === 'emergency-realert'
            ? `Nobody has acted on this emergency for 15 minutes. Call ${lead.name} now.`
            : `Emergency request: call ${lead.name} now. The page promised a response ${company.responseTimes.emergency}.`,
        ],
        facts,
      },
      { heading: 'What they told us', facts: details },
      ...filesSection(files),
      { link },
    ]);
  }
  return compose(`New ${titleOf(lead.source).toLowerCase()} lead: ${lead.name}, ${lead.location}`, [
    { paragraphs: [`A new lead arrived from the ${titleOf(lead.source).toLowerCase()}.`], facts },
    ...(estimate ? [{ heading: "Server's estimate", facts: estimateFacts(estimate) }] : []),
    ...(lead.source === 'recommendation'
      ? [{ heading: 'Recommendation given', facts: recommendationFacts(lead) }]
      : []),
    { heading: 'What they told us', facts: details },
    ...filesSection(files),
    { link },
  ]);
}

/** The registry's promise of the form the lead came from; the other sources reply as the intake form does. */
const promiseOf = (source: LeadSource): string => {
  const entry: LeadSourceEntry = leadSourceRegistry[source];
  return entry.form?.promise ?? `Thank you. We will reply within ${company.responseTimes.intake}.`;
};

/**
 * The visitor's confirmation carries no free text from the form (docs/decisions/070): no name, subject,
 * message, company or location, only what the site itself says (the promised response time, the kind of
 * request received, how to reach the office) and figures it computed. Anyone can type a stranger's address
 * into a form, so whatever the form carries into this e-mail is a message sent in the company's name.
 */
function visitorConfirmation(lead: EmailLead): RenderedEmail {
  const greeting = 'Hello,';
  const contact = `Questions? Call ${company.phone} (${company.hours.office}) or reply to ${company.email}.`;
  const estimate = estimateOf(lead);
  if (estimate) {
    return compose(`Your ${company.name} project estimate`, [
      {
        paragraphs: [greeting, 'Here is the estimate for your project, computed from the figures you entered.'],
        facts: estimateFacts(estimate),
      },
      {
        heading: 'What happens next',
        paragraphs: [
          `An estimator will review your project and contact you within ${company.responseTimes.intake} to confirm the scope and arrange a site visit. The estimate is a guide; the final price follows the site visit and plans.`,
          contact,
        ],
      },
    ]);
  }
  const recommendation = lead.source === 'recommendation' ? recommendationOf(lead) : undefined;
  if (recommendation) {
    return compose(`Your ${company.name} project recommendation`, [
      { paragraphs: [greeting, 'Here is the recommendation for your project.'] },
      { heading: 'Recommended services', list: recommendation.recommendedServices },
      {
        facts: [
          ...factIf('Estimated cost', recommendation.estimatedCost),
          ...factIf('Suggested timeline', recommendation.suggestedTimeline),
        ],
      },
      ...(recommendation.riskFactors.length
        ? [{ heading: 'Things to plan for', list: recommendation.riskFactors }]
        : []),
      { heading: 'Next steps', list: recommendation.nextSteps, paragraphs: [contact] },
    ]);
  }
  const subject =
    lead.source === 'emergency'
      ? `We received your emergency request - ${company.name}`
      : `We received your ${titleOf(lead.source).toLowerCase()} - ${company.name}`;
  return compose(subject, [
    {
      paragraphs: [greeting, promiseOf(lead.source)],
    },
    { heading: 'What we received', facts: [['Request', titleOf(lead.source)]] },
    { paragraphs: [contact] },
  ]);
}

/** The owner's alert of an answer: who wrote, the answer without its quoted history, and the link to the lead. */
function answerAlert(lead: EmailLead, message: LeadMessage, settings: NotificationSettings): RenderedEmail {
  return compose(`Answer from ${lead.name}: ${message.subject || '(no subject)'}`, [
    {
      paragraphs: [`${lead.name} (${message.author}) answered on the lead's conversation.`, message.text],
      ...(message.attachments.length
        ? { list: message.attachments.map((attachment) => `Attachment: ${attachment.name}`) }
        : {}),
    },
    {
      link: {
        label: 'Open the conversation in /admin',
        href: `${settings.siteUrl}/admin/leads/${encodeURIComponent(lead.id)}#conversation`,
      },
    },
  ]);
}

/**
 * The e-mail of one notification. A conversation's e-mails (docs/decisions/078) are built from their message:
 * a staff reply is what staff wrote, as plain text, under the subject they gave.
 */
export function renderNotification(
  kind: NotificationKind,
  lead: EmailLead,
  settings: NotificationSettings,
  message?: LeadMessage,
  files: readonly LeadFileSummary[] = [],
): RenderedEmail {
  if (kind === 'staff-reply' || kind === 'reply-received') {
    if (!message) throw new Error(`The ${kind} e-mail has no message on the lead's conversation`);
    return kind === 'staff-reply'
      ? { subject: headerSafe(message.subject), text: message.text }
      : answerAlert(lead, message, settings);
  }
  return kind === 'visitor-confirmation' ? visitorConfirmation(lead) : staffAlert(lead, settings, kind, files);
}

/**
 * A staff invitation (docs/decisions/095): who invited whom, as what, and the one-time link, valid 72 hours. The
 * names are the ones an owner typed on /admin/team/invite, so the e-mail says nothing a stranger could have set.
 */
export function renderInvitation(
  invitation: { name: string; role: StaffRole; invitedBy: string | null },
  link: string,
): RenderedEmail {
  const by = invitation.invitedBy ? `${invitation.invitedBy} invited you` : 'You are invited';
  return compose(`Your invitation to the ${company.name} staff pages`, [
    {
      paragraphs: [
        `Hello ${invitation.name},`,
        `${by} to join the ${company.name} team on our staff pages, as ${roleLabels[invitation.role].toLowerCase()}.`,
        `Open the link below to choose your password and set up an authenticator app on your phone. The link works once, for ${invitationLifetimeHours} hours.`,
      ],
    },
    { link: { label: 'Accept the invitation', href: link } },
    { paragraphs: ['If you did not expect this e-mail, ignore it: nothing happens unless the link is opened.'] },
  ]);
}

/**
 * The alert a staff member gets when failed sign-ins pile up on their account from browsers they have not
 * signed in with (docs/decisions/070): plain text, at most one an hour.
 */
export const renderSignInAlert = (account: { name: string }): RenderedEmail => ({
  subject: `Failed sign-ins to your ${company.name} staff account`,
  text: [
    `Hello ${account.name},`,
    '',
    'Several sign-ins to your staff account failed in the last 15 minutes, from browsers you have not signed in with. None of them was let in.',
    'Your own browser is not slowed by them. If these were not you, tell whoever manages staff accounts; if it keeps happening, they can reset your password with `npm run staff:account -- reset`.',
    '',
    `You get at most one such e-mail an hour.`,
  ].join('\n'),
});
