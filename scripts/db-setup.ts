/**
 * Local development database: writes the local secrets if they are missing, applies every migration to
 * the local D1 (.wrangler/state), puts the NDA portal's placeholder plan sheets in the local bucket, seeds demo leads and projects and a year of pipeline (scripts/seed-pipeline.ts:
 * 360 leads, three colleagues who own some of them), makes a fresh NDA access code, which it
 * prints, and, while there is no staff account yet, one for /admin with a generated password, printed once.
 * Safe to run again: migrations apply once, seed leads and projects carry fixed keys, the previous local
 * access code is revoked when the new one is made, and a second staff account is never made.
 */
import { execFileSync } from 'node:child_process';
import { getPlatformProxy } from 'wrangler';
import { database } from '../worker/db/client';
import { projectRecord } from '../worker/services/pipeline/projects';
import { recordLead } from '../worker/services/lead-forms/leads';
import { projects, staff } from '../worker/db/schema';
import { inArray } from 'drizzle-orm';
import { createAccessCode, revokeAccessCodesLabelled } from './nda-code';
import { putPlaceholderSheets } from './nda-plans';
import { applyOfflineEnv } from './offline-env';
import { countStaffAccounts, createStaffAccount, targetStaffPasswords } from './staff-account';
import { seedLeads, seedProjects } from './seed-data';
import { pipelineLeadCount, seedColleagues, seedPipeline, storeSeedColleagues } from './seed-pipeline';
import { ensureLocalSecrets } from './worker-secrets';

const localCodeLabel = 'Local development';
const localStaffEmail = 'staff@pacificspan.example';

applyOfflineEnv();
ensureLocalSecrets();

execFileSync('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local'], { stdio: 'inherit', env: process.env });
putPlaceholderSheets();
console.log('Put the NDA portal\u2019s placeholder plan sheets in the local bucket.');

if ((await countStaffAccounts('local')) === 0) {
  const password = await createStaffAccount(localStaffEmail, 'Local Staff', 'local');
  console.log(`Staff account for /admin in local development: ${localStaffEmail}  password: ${password}`);
  console.log(`Shown only now. A new one: npm run staff:account -- reset --email ${localStaffEmail}\n`);
}

const platform = await getPlatformProxy<Env>();
try {
  const db = database(platform.env.DB);
  let created = 0;
  for (const lead of seedLeads) {
    const result = await recordLead(db, { ...lead, actor: 'seed' });
    if (result.outcome === 'created') created += 1;
  }
  console.log(`Seeded ${created} new lead(s); ${seedLeads.length - created} were already there.`);
  await storeSeedColleagues(db, await targetStaffPasswords('local'));
  const owners = await db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(inArray(staff.email, [localStaffEmail, ...seedColleagues.map((colleague) => colleague.email)]))
    .orderBy(staff.email);
  const pipeline = await seedPipeline(db, owners);
  console.log(
    `Seeded ${pipeline} new lead(s) of the year's pipeline; ${pipelineLeadCount - pipeline} were already there.`,
  );
  const newProjects = await db
    .insert(projects)
    .values(seedProjects.map(({ id, ...project }) => projectRecord(project, id)))
    .onConflictDoNothing()
    .returning({ id: projects.id });
  console.log(
    `Seeded ${newProjects.length} new project(s); ${seedProjects.length - newProjects.length} were already there.`,
  );
} finally {
  await platform.dispose();
}

await revokeAccessCodesLabelled(localCodeLabel, 'local');
const { code } = await createAccessCode(localCodeLabel, 'local');
console.log(`\nNDA portal access code for local development (/nda-subdivision): ${code}`);
console.log('Running db:setup again replaces it. Manage codes with: npm run nda:code -- list | create | revoke\n');
