import { company } from '@site/domain/company/company';
import { checkedSettings } from '../notifications/notifications';

/**
 * The e-mail a staff member gets when failed sign-ins pile up on their account from browsers they have not
 * signed in with (docs/decisions/070): at most one an hour, sent straight through the e-mail binding (it
 * belongs to no lead, so not through the lead outbox).
 */
export async function sendSignInAlert(env: Env, account: { email: string; name: string }): Promise<void> {
  const check = checkedSettings(env);
  if (!check.ok) throw new Error(`E-mail is not configured: ${check.problems.join(' ')}`);
  const { from } = check.settings;
  await env.EMAIL.send({
    from: from.name ? { name: from.name, email: from.address } : from.address,
    to: account.email,
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
}
