/**
 * The bot check of the public forms, the NDA portal and the staff sign-in: Cloudflare Turnstile
 * (docs/decisions/070). The browser gets a one-use token from the widget and sends it in the
 * `Turnstile-Token` request header; the server verifies it before anything is stored or sent.
 */

/** The request header that carries the widget's token: a header, so a retry with a fresh token is the same request body. */
export const botTokenHeader = 'Turnstile-Token';

/** The 403 sentence when the check fails or cannot be made (docs/product.md §13.1 toast style). */
export const botCheckRefusedMessage =
  'We could not confirm that this request came from a person. Please reload the page and try again.';

/**
 * Cloudflare's documented test keys (developers.cloudflare.com/turnstile/troubleshooting/testing). The test
 * site key's widget answers the dummy token below without showing anything; the test secret accepts only
 * that dummy token. Local development and every test run use them, with local doubles of the widget script
 * and of the verification endpoint, so nothing reaches the internet.
 */
export const turnstileTestKeys = {
  /** Invisible, always passes. */
  passingSiteKey: '1x00000000000000000000BB',
  /** Visible, always blocks. */
  blockingSiteKey: '2x00000000000000000000AB',
  passingSecret: '1x0000000000000000000000000000000AA',
  failingSecret: '2x0000000000000000000000000000000AA',
  spentSecret: '3x0000000000000000000000000000000AA',
  dummyToken: 'XXXX.DUMMY.TOKEN.XXXX',
} as const;

/** A site key of the documented test set: its widget is the local double, never Cloudflare's script. */
export const isTestSiteKey = (siteKey: string) => /^[123]x0{20}[A-Z]{2}$/.test(siteKey);

/** The header of a browser whose widget ran under the passing test site key: what tests and local replays send. */
export const passedBotCheck = { [botTokenHeader]: turnstileTestKeys.dummyToken };
