import { calculatorLeadSchema } from '@site/domain/pricing/calculator-schema';
import { formExamples } from '@site/domain/forms/form-examples';
import { estimateProject } from '@site/domain/pricing/pricing';
import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { database } from '../../db/client';
import { leadEvents, leads } from '../../db/schema';
import { fromClient, postJson } from '../../test/requests';

const db = database(env.DB);
const serverEstimate = estimateProject(calculatorLeadSchema.parse(formExamples.calculator));

describe('POST /api/project-calculator-leads: the server never trusts the browser’s numbers', () => {
  it('replaces a tampered estimate with its own and notes the mismatch on the audit event', async () => {
    const tampered = { lowEnd: 1, highEnd: 2, timelineWeeks: 1, savings: 999_999, confidence: 100 };
    const response = await postJson(
      '/api/project-calculator-leads',
      { ...formExamples.calculator, estimate: tampered, timestamp: '2027-01-15T18:30:00.000Z' },
      fromClient('192.0.2.30', 'calculator-tampered-1'),
    );
    expect(response.status).toBe(201);

    const [lead] = await db.select().from(leads).all();
    expect(lead?.submission).toMatchObject({ estimate: serverEstimate, timestamp: '2027-01-15T18:30:00.000Z' });
    expect(lead?.estimatedValue).toBe(756_250);
    const [event] = await db.select().from(leadEvents).where(eq(leadEvents.kind, 'created')).all();
    expect(event?.after).toMatchObject({ estimateMismatch: { client: tampered, server: serverEstimate } });
  });

  it('notes nothing when the browser computed the same figures', async () => {
    await postJson(
      '/api/project-calculator-leads',
      { ...formExamples.calculator, estimate: serverEstimate },
      fromClient('192.0.2.30', 'calculator-honest-1'),
    );
    const [event] = await db.select().from(leadEvents).where(eq(leadEvents.kind, 'created')).all();
    expect(event?.after).not.toHaveProperty('estimateMismatch');
  });

  it('stores the server’s estimate when the browser sent none', async () => {
    await postJson(
      '/api/project-calculator-leads',
      formExamples.calculator,
      fromClient('192.0.2.30', 'calculator-none-01'),
    );
    const [lead] = await db.select().from(leads).all();
    expect(lead?.submission).toMatchObject({ estimate: serverEstimate });
  });
});
