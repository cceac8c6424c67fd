import { leadSortColumns, leadTableQuerySchema, type LeadTableQuery } from '@site/domain/staff/lead-table';
import { leadStatuses } from '@site/domain/leads/leads';
import { env } from 'cloudflare:workers';
import { sql as sqlText } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { database } from '../../db/client';
import { leadOfReplyToken } from '../conversations/inbound';
import { leadMessagesQuery, messagesOfLeadsQuery } from '../conversations/replies';
import { firstLeadsWithStatus, leadTableStatements } from './lead-reads';
import { encodeCursor } from './paging';

/**
 * How SQLite runs the staff pages' reads (docs/decisions/069), from `EXPLAIN QUERY PLAN` on the real local
 * D1: no read walks the whole leads table, and no page sorts its rows in a temporary tree, so a page costs
 * the same at 100,000 leads as at 360.
 */
const db = database(env.DB);
const viewer = { id: 'staff-1' };

async function planOf(statement: { toSQL(): { sql: string; params: unknown[] } }): Promise<string[]> {
  const { sql, params } = statement.toSQL();
  const { results } = await env.DB.prepare(`explain query plan ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

/** Steps that read every lead, or sort rows the index did not already order (the kept counts are a few rows). */
const wholeTableSteps = (plan: string[]) =>
  plan.filter((step) => (/^SCAN leads\b/.test(step) && !/INDEX/.test(step)) || /TEMP B-TREE/.test(step));

const tableQuery = (query: Record<string, string | undefined>): LeadTableQuery => leadTableQuerySchema.parse(query);

/** The plan of a table view's page statement. */
const pagePlan = async (query: Record<string, string | undefined>) =>
  planOf(leadTableStatements(db, tableQuery(query), viewer)[0]);

describe('the lead table reads through its indexes in every order', () => {
  const orders = leadSortColumns.flatMap((sort) =>
    (['ascending', 'descending'] as const).map((dir) => ({ sort, dir })),
  );

  it.each(orders)("$sort $dir: the first page walks the order's index", async (order) => {
    const plan = await pagePlan(order);
    expect({ plan, steps: wholeTableSteps(plan) }).toMatchObject({ steps: [] });
  });

  it.each(orders)('$sort $dir: a page from the pager starts at its place in the index', async (order) => {
    const position = encodeCursor(order.sort === 'received' ? [0, '2027-03-01T00:00:00.000Z', 'x1'] : ['a', 'x1']);
    for (const cursor of [{ after: position }, { before: position }]) {
      const plan = await pagePlan({ ...order, page: '7', ...cursor });
      expect({ plan, steps: wholeTableSteps(plan) }).toMatchObject({ steps: [] });
      expect(plan.join(' / ')).toMatch(/^SEARCH leads USING INDEX leads_\w+ \(/);
    }
  });

  it.each(orders)('$sort $dir: a page by its number alone skips the rows before it in the index', async (order) => {
    const plan = await pagePlan({ ...order, page: '1500' });
    // The page's own rows are found in the index, then read and put in order: 50 rows, not the table.
    expect(plan.slice(0, 3).join(' / ')).toMatch(
      /^SEARCH leads USING INTEGER PRIMARY KEY \(rowid=\?\) \/ LIST SUBQUERY \d+ \/ SCAN leads USING (COVERING )?INDEX leads_\w+$/,
    );
  });

  it("walks the order's index past the broad filters instead of sorting every match", async () => {
    for (const query of [
      { status: 'won', sort: 'estimate', dir: 'descending' },
      { region: 'California', source: 'chat' },
      { status: 'new', sort: 'name', dir: 'ascending' },
    ]) {
      const plan = await pagePlan(query);
      expect({ query, plan, steps: wholeTableSteps(plan) }).toMatchObject({ steps: [] });
    }
  });

  it("finds a narrow view's leads through their own index and reads only the page's rows", async () => {
    for (const [query, index] of [
      [{ owner: 'me' }, 'leads_owner_received_idx'],
      [{ owner: 'me', due: 'today' }, 'INDEX leads_owner_'],
      [{ region: 'California', due: 'overdue' }, 'INDEX leads_'],
    ] as const) {
      const plan = (await pagePlan(query)).join(' / ');
      expect(plan).toMatch(/^SEARCH leads USING INTEGER PRIMARY KEY \(rowid=\?\) \/ LIST SUBQUERY/);
      expect(plan).toContain(index);
      expect(plan).not.toMatch(/SCAN leads(?! USING)/);
    }
  });

  it('counts the view from the kept counts, or through an index for the other filters', async () => {
    for (const query of [
      {},
      { status: 'won' },
      { source: 'chat', region: 'Oregon' },
      { owner: 'me' },
      { due: 'overdue' },
    ]) {
      const [, total] = leadTableStatements(db, tableQuery(query), viewer);
      const plan = await planOf(total);
      expect({ query, plan, steps: wholeTableSteps(plan) }).toMatchObject({ steps: [] });
    }
  });

  it('searches through the search index', async () => {
    const [page, total] = leadTableStatements(db, tableQuery({ q: 'silva' }), viewer);
    for (const statement of [page, total]) {
      expect((await planOf(statement)).join(' / ')).toMatch(/leads_search VIRTUAL TABLE INDEX/);
    }
  });
});

describe('the board', () => {
  it.each(leadStatuses)('reads the first %s cards from the status index, in order', async (status) => {
    const plan = await planOf(firstLeadsWithStatus(db, status, 20));
    expect(plan.join(' / ')).toMatch(/SEARCH leads USING INDEX leads_status_idx \(status=\?\)/);
    expect(wholeTableSteps(plan)).toEqual([]);
  });
});

describe('conversations (docs/decisions/078)', () => {
  it("read a lead's messages, or a contact's, from the messages' lead index", async () => {
    for (const statement of [
      leadMessagesQuery(db, 'lead-1'),
      messagesOfLeadsQuery(db, sqlText`('lead-1', 'lead-2')`),
    ]) {
      const plan = await planOf(statement);
      expect(plan.join(' / ')).toMatch(/SEARCH lead_messages USING INDEX lead_messages_lead_idx \(lead_id=\?/);
      expect(plan.filter((step) => /^SCAN lead_messages\b/.test(step))).toEqual([]);
    }
  });

  it("find an answer's lead by its reply token's index", async () => {
    const plan = await planOf(leadOfReplyToken(db, '0123456789abcdef0123456789abcdef', '2027-03-01T00:00:00.000Z'));
    expect(plan.join(' / ')).toMatch(/SEARCH leads USING INDEX leads_reply_token_idx \(reply_token=\?\)/);
    expect(wholeTableSteps(plan)).toEqual([]);
  });
});
