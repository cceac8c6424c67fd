import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { headersFile, inlineScriptHashes, servedPaths } from './security-headers';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

/** The rules of a _headers text: pattern -> its header lines. */
function parseRules(text: string): Map<string, string[]> {
  const rules = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split('\n')) {
    if (line.startsWith('/')) rules.set(line, (current = []));
    else if (line.startsWith('  ') && current) current.push(line.trim());
  }
  return rules;
}

describe('inlineScriptHashes', () => {
  it('hashes every inline script a browser runs, exactly as written, and nothing else', () => {
    const html = [
      '<script>window.__ctx = {"a":1};</script>',
      '<script type="module" nonce="">import("/assets/entry.js");</script>',
      '<script src="/assets/app.js"></script>',
      '<script type="application/ld+json">{"@type":"GeneralContractor"}</script>',
      '<SCRIPT type=module>\n  start();\n</SCRIPT>',
      '<script>window.__ctx = {"a":1};</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha256('window.__ctx = {"a":1};'),
      sha256('import("/assets/entry.js");'),
      sha256('\n  start();\n'),
    ]);
  });

  it('finds nothing in a document without inline scripts', () => {
    expect(inlineScriptHashes('<html><body><script src="/a.js"></script></body></html>')).toEqual([]);
  });
});

describe('servedPaths', () => {
  it('names every URL a pre-rendered file answers', () => {
    expect(servedPaths('index.html')).toEqual(['/']);
    expect(servedPaths('gallery/index.html')).toEqual(['/gallery/', '/gallery']);
    expect(servedPaths('staff.html')).toEqual(['/staff.html', '/staff']);
  });
});

describe('headersFile', () => {
  const caching = '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n';

  it('keeps the caching rules and gives every path the security headers, even with no document', async () => {
    const text = await headersFile(caching, []);
    const rules = parseRules(text);
    expect(rules.get('/assets/*')).toEqual(['Cache-Control: public, max-age=31536000, immutable']);
    const all = rules.get('/*') ?? [];
    expect(all).toContain('strict-transport-security: max-age=31536000; includeSubDomains');
    expect(all).toContain('x-content-type-options: nosniff');
    expect(all).toContain('referrer-policy: strict-origin-when-cross-origin');
    expect(all.find((line) => line.startsWith('content-security-policy:'))).toContain("default-src 'none'");
    expect(all.find((line) => line.startsWith('permissions-policy:'))).toContain('camera=()');
  });

  it('allows each document exactly its own inline scripts by hash, replacing the static policy', async () => {
    const text = await headersFile(caching, [
      { file: 'index.html', html: '<script>home()</script>' },
      { file: 'gallery/index.html', html: '<script>gallery()</script>' },
    ]);
    const rules = parseRules(text);
    const home = rules.get('/') ?? [];
    expect(home[0]).toBe('! Content-Security-Policy');
    const policy = home[1] ?? '';
    expect(policy).toContain(`'sha256-${sha256('home()')}'`);
    expect(policy).not.toContain(sha256('gallery()'));
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).not.toContain("'unsafe-inline' 'strict-dynamic'");
    expect(policy).toMatch(/script-src [^;]*'strict-dynamic'/);
    expect(policy).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(policy).toContain(directive);
    }
    expect(rules.get('/gallery')?.[1]).toContain(sha256('gallery()'));
    expect(rules.get('/gallery/')?.[1]).toContain(sha256('gallery()'));
  });

  it('replaces its own earlier block instead of adding a second one', async () => {
    const once = await headersFile(caching, [{ file: 'index.html', html: '<script>a()</script>' }]);
    const twice = await headersFile(once, [{ file: 'index.html', html: '<script>a()</script>' }]);
    expect(twice).toBe(once);
  });

  it('refuses to write more rules than Cloudflare reads', async () => {
    const documents = Array.from({ length: 60 }, (_, index) => ({ file: `p${index}/index.html`, html: '' }));
    await expect(headersFile('', documents)).rejects.toThrow(/rules/);
  });
});
