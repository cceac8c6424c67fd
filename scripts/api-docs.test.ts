import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiDocPath, renderApiReference, withApiReference } from './api-docs';

describe('docs/api.md', () => {
  it('holds the reference generated from the routes and schemas: run `npm run docs:api` after changing them', async () => {
    const committed = readFileSync(apiDocPath, 'utf8');
    expect(committed).toBe(await withApiReference(committed));
  });

  it('lists each endpoint with the protections its middleware applies and the fields of its body', async () => {
    const reference = await renderApiReference();
    expect(reference).toContain(
      '| `POST /api/contact` | `Idempotency-Key`, 64 KB, JSON only, honeypot, `Turnstile-Token` (unverified if unreachable), 10 per client per 10 min | yes (below) |',
    );
    expect(reference).toContain('| `GET /api/nda-access/images/:id` |  |  |');
    expect(reference).toMatch(
      /### `POST \/api\/contact` body\n\n\| Field \| Required \| Accepts \|[^#]*\| `email` \| yes \|/,
    );
  });
});
