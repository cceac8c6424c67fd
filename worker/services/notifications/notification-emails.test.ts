import { company } from '@site/domain/company/company';
import { notificationSettings } from '@site/domain/leads/notifications';
import { estimateProject } from '@site/domain/pricing/pricing';
import { recommendProject } from '@site/domain/partners/recommendation-engine';
import { recommendationSchema } from '@site/domain/partners/recommendation-schema';
import { describe, expect, it } from 'vitest';
import { renderNotification, type EmailLead } from './notification-emails';

const check = notificationSettings({
  NOTIFY_FROM: 'Pacific Span Builders <leads@pacificspan.example>',
  NOTIFY_STAFF_TO: 'staff@pacificspan.example',
  SITE_URL: 'https://www.pacificspan.example/',
});
if (!check.ok) throw new Error(check.problems.join(' '));
const { settings } = check;

const hostileName = '<script>alert("x")</script>\r\nBcc: victim@evil.example';
const hostile: EmailLead = {
  id: 'lead-1',
  name: hostileName,
  email: 'visitor@example.com',
  phone: '(808) 555-0199',
  company: null,
  location: 'Not provided',
  urgency: null,
  estimatedValue: null,
  projectType: 'Contact: Hi\r\nSubject: injected <b>bold</b>',
  source: 'contact',
  submission: {
    homepage: undefined,
    name: hostileName,
    email: 'visitor@example.com',
    phone: undefined,
    subject: 'Hi',
    message: '<img src=x onerror=alert(1)> & "quotes"',
  },
  createdAt: '2027-01-15T18:30:00.000Z',
};

describe('notification e-mails', () => {
  it.each(['staff-alert', 'visitor-confirmation'] as const)('%s escapes every visitor value', (kind) => {
    const email = renderNotification(kind, hostile, settings);
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.html).not.toMatch(/<script|<img|<b>/i);
    expect(email.html).not.toContain('onerror=alert(1)>');
    // No tracking: the only images or remote resources would be <img>, url() or a pixel.
    expect(email.html).not.toMatch(/<img|url\(/i);
  });

  it('puts the visitor values into the staff alert, escaped in HTML and whole in the text', () => {
    const email = renderNotification('staff-alert', hostile, settings);
    expect(email.subject).toBe(
      'New contact form lead: <script>alert("x")</script> Bcc: victim@evil.example, Not provided',
    );
    expect(email.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(email.text).toContain('Message: <img src=x onerror=alert(1)> & "quotes"');
    expect(email.text).toContain('Open the lead in /admin: https://www.pacificspan.example/admin/leads/lead-1');
    expect(email.html).toContain(
      '<a href="https://www.pacificspan.example/admin/leads/lead-1">Open the lead in /admin</a>',
    );
  });

  it('marks an emergency urgent with its tier and the caller phone, first thing in the subject', () => {
    const email = renderNotification(
      'staff-alert',
      {
        ...hostile,
        name: 'Marco Ruiz',
        source: 'emergency',
        urgency: 'critical',
        projectType: 'Emergency: Storm damage',
      },
      settings,
    );
    expect(email.subject).toBe('URGENT Critical (0-4 hours): Marco Ruiz, (808) 555-0199');
    const again = renderNotification(
      'emergency-realert',
      { ...hostile, name: 'Marco Ruiz', source: 'emergency', urgency: 'critical' },
      settings,
    );
    expect(again.subject).toMatch(/^STILL UNANSWERED: URGENT Critical/);
  });

  it("sends the calculator visitor the server's figures and what happens next", () => {
    const input = {
      projectType: 'retail',
      squareFootage: 2500,
      location: 'oregon',
      timeline: 'standard',
      qualityLevel: 'premium',
    } as const;
    const estimate = estimateProject(input);
    const lead: EmailLead = {
      ...hostile,
      name: 'Not provided',
      source: 'calculator',
      projectType: 'Retail Store',
      location: 'Oregon',
      submission: { ...input, homepage: undefined, phone: undefined, email: 'dana@example.com', estimate },
    };
    const email = renderNotification('visitor-confirmation', lead, settings);
    expect(email.subject).toBe(`Your ${company.name} project estimate`);
    expect(email.text).toContain(
      `Estimated range: $${estimate.lowEnd.toLocaleString('en-US')} to $${estimate.highEnd.toLocaleString('en-US')}`,
    );
    expect(email.text).toContain(`within ${company.responseTimes.intake}`);
    expect(email.text).toMatch(/^Hello,/);
  });

  it('gives the recommendation visitor the result, and staff what was recommended', () => {
    const request = {
      projectType: 'Residential',
      location: 'Hawaii - Big Island',
      budget: '$500K - $1M',
      timeline: '3-6 months',
      size: 2400,
      specialRequirements: [],
    };
    const parsed = recommendationSchema.parse(request);
    const recommendation = recommendProject(parsed);
    const lead: EmailLead = {
      ...hostile,
      name: 'Not provided',
      source: 'recommendation',
      location: 'Hawaii - Big Island',
      submission: { ...parsed, contactEmail: 'kai@example.com', sessionId: 's-1' },
    };
    const visitor = renderNotification('visitor-confirmation', lead, settings);
    expect(visitor.subject).toBe(`Your ${company.name} project recommendation`);
    // The reasoning repeats the visitor's own requirements: free text never goes to the given address.
    expect(visitor.text).not.toContain(recommendation.reasoning);
    for (const service of recommendation.recommendedServices) expect(visitor.text).toContain(`- ${service}`);
    for (const step of recommendation.nextSteps) expect(visitor.text).toContain(`- ${step}`);
    const staff = renderNotification('staff-alert', lead, settings);
    expect(recommendation.estimatedCost).toBeDefined();
    expect(staff.text).toContain(`Estimated cost: ${recommendation.estimatedCost}`);
  });

  it.each(['contact', 'intake', 'partner', 'bid', 'emergency'] as const)(
    'confirms a %s request with no free text of the form: no name, subject, message, company or location',
    (source) => {
      const lead: EmailLead = {
        ...hostile,
        name: '=HYPERLINK("https://evil.example","Claim your prize")',
        company: 'Spam Co',
        location: 'Buy now at evil.example',
        source,
      };
      const email = renderNotification('visitor-confirmation', lead, settings);
      for (const text of [email.subject, email.text, email.html]) {
        for (const free of ['HYPERLINK', 'Spam Co', 'evil.example', 'injected', 'onerror']) {
          expect(text).not.toContain(free);
        }
      }
      expect(email.text).toMatch(/^Hello,/);
      expect(email.text).toContain(company.phone);
    },
  );

  it.each([
    ['intake', company.responseTimes.intake],
    ['partner', company.responseTimes.partner],
    ['bid', company.responseTimes.bid],
    ['emergency', company.responseTimes.emergency],
  ] as const)('acknowledges a %s request with its promised response time', (source, promise) => {
    const email = renderNotification('visitor-confirmation', { ...hostile, name: 'Ana', source }, settings);
    expect(email.text).toContain(promise);
    expect(email.html).toContain(promise);
    expect(email.text).toContain(company.phone);
  });
});
