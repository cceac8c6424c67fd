/**
 * `npm run bench -- passwords`: what one staff password hash costs in the Worker (docs/decisions/071), for
 * OWASP's Argon2id settings and the PBKDF2 it replaces. The bench Worker is bundled and served by wrangler as a
 * deploy bundles it (the Argon2id binaries as compiled modules); each cost is the median request time less
 * the median of a request that hashes nothing, so it is the hash's own time on this machine.
 */
import { unstable_dev } from 'wrangler';
import { randomBytes, toBase64Url } from '../../worker/services/protection/crypto';

const requests = 15;

/** OWASP's equivalent Argon2id settings (m in KiB, t passes, one lane), and PBKDF2 as stored before. */
const cases = [
  { name: 'PBKDF2-SHA256, 100,000 iterations (before)', query: 'scheme=pbkdf2&t=100000' },
  { name: 'Argon2id m=47104 t=1', query: 'scheme=argon2id&m=47104&t=1' },
  { name: 'Argon2id m=19456 t=2 (chosen)', query: 'scheme=argon2id&m=19456&t=2' },
  { name: 'Argon2id m=12288 t=3', query: 'scheme=argon2id&m=12288&t=3' },
  { name: 'Argon2id m=9216 t=4', query: 'scheme=argon2id&m=9216&t=4' },
  { name: 'Argon2id m=7168 t=5', query: 'scheme=argon2id&m=7168&t=5' },
];

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const p95 = (values: number[]) => values.toSorted((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1] ?? 0;

export async function measurePasswords(log: (line: string) => void): Promise<string> {
  const worker = await unstable_dev('scripts/bench/passwords-worker.ts', {
    config: 'scripts/bench/passwords-wrangler.toml',
    vars: { STAFF_PASSWORD_PEPPER: toBase64Url(randomBytes(32)) },
    logLevel: 'error',
    experimental: { disableExperimentalWarning: true },
  });
  const times = async (query: string) => {
    await (await worker.fetch(`/?${query}`)).text();
    const spent: number[] = [];
    for (let index = 0; index < requests; index += 1) {
      const started = performance.now();
      const response = await worker.fetch(`/?${query}`);
      await response.text();
      if (!response.ok) throw new Error(`${query} answered ${response.status}`);
      spent.push(performance.now() - started);
    }
    return spent;
  };
  try {
    const baseline = median(await times('scheme=none'));
    const rows = ['| Hash | median | p95 |', '| --- | --- | --- |'];
    for (const { name, query } of cases) {
      const spent = (await times(query)).map((time) => time - baseline);
      log(`${name}: median ${median(spent).toFixed(1)} ms, p95 ${p95(spent).toFixed(1)} ms`);
      rows.push(`| ${name} | ${median(spent).toFixed(1)} ms | ${p95(spent).toFixed(1)} ms |`);
    }
    return rows.join('\n');
  } finally {
    await worker.stop();
  }
}
