import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach } from 'vitest';

// Every test file starts from the real schema of migrations/, exactly as wrangler applies it.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// Storage outlives a single test here, so each test starts with empty tables.
beforeEach(async () => {
  await env.DB.batch(
    [
      'contact_leads',
      'contacts',
      'lead_files',
      'notifications',
      'staff_invitations',
      'lead_events',
      'funnel_reports',
      'leads',
      'rate_limit_hits',
      'nda_access_codes',
      'chat_messages',
      'chat_conversations',
      'recommendations',
      'staff_sessions',
      'staff_recovery_codes',
      'staff_sign_in_challenges',
      'staff',
      'project_events',
      'projects',
      'site_speed_days',
      'site_speed_targets',
      'site_speed_reports',
      'taught_answers',
      'health_alerts',
      'job_runs',
      'team_settings',
    ].map((table) => env.DB.prepare(`delete from ${table}`)),
  );
  // The bucket too: a test that counts objects sees only its own.
  const objects = await env.FILES.list();
  if (objects.objects.length > 0) await env.FILES.delete(objects.objects.map((object) => object.key));
});
