/**
 * The Worker `npm run bench -- passwords` times (docs/decisions/071): one password hash per request, with the
 * staff sign-in's own Argon2id loading, at the cost the query names.
 */
import { pbkdf2Sha256, randomBytes } from '../../worker/services/protection/crypto';
import { workerStaffPasswords } from '../../worker/services/staff/argon2id';

export default {
  async fetch(request: Request, env: { STAFF_PASSWORD_PEPPER: string }): Promise<Response> {
    const query = new URL(request.url).searchParams;
    const passwords = await workerStaffPasswords(env.STAFF_PASSWORD_PEPPER);
    const scheme = query.get('scheme');
    if (scheme === 'pbkdf2') await pbkdf2Sha256('a staff password', randomBytes(16), Number(query.get('t')));
    if (scheme === 'argon2id') {
      passwords.argon2id({
        password: randomBytes(32),
        salt: randomBytes(16),
        parallelism: 1,
        passes: Number(query.get('t')),
        memorySize: Number(query.get('m')),
        tagLength: 32,
      });
    }
    return new Response('hashed');
  },
};
