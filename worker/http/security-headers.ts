import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { NONCE, secureHeaders, type ContentSecurityPolicyOptionHandler } from 'hono/secure-headers';

/**
 * The site's security headers (docs/security.md, docs/decisions/023). One definition serves the Worker's
 * answers (documents get a fresh nonce per request) and the static `_headers` file written after the build
 * (pre-rendered documents get the hashes of their inline scripts), so the two can never drift apart.
 */

type ScriptSource = string | ContentSecurityPolicyOptionHandler;

/**
 * A document's policy. Scripts run only when the server vouched for them (a nonce or a hash); anything they
 * load is trusted through 'strict-dynamic', which covers React Router's module preloads and Vite's lazy
 * chunks. 'self' is only the fallback for browsers older than CSP 3, which ignore 'strict-dynamic'.
 * Styles stay 'unsafe-inline': react-aria positions popovers with style attributes and vanilla-extract
 * injects <style> in development; styles cannot run code.
 */
export function documentPolicy(scriptSources: ScriptSource[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [...scriptSources, "'strict-dynamic'", "'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // blob: for the NDA portal's images, fetched with a grant and shown through object URLs.
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The bot check's widget (docs/decisions/070) runs in Cloudflare's frame; its script comes in through
    // 'strict-dynamic', loaded by our own code.
    frameSrc: ["'self'", 'https://challenges.cloudflare.com'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** What is not a document (JSON, images, files) may load nothing and be framed by nobody. */
export const resourcePolicy = {
  defaultSrc: ["'none'"],
  // The NDA portal's SVG plans carry their own <style>.
  styleSrc: ["'unsafe-inline'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * Only what the site uses: Web Audio for the nail game's sound after a click (autoplay), the clipboard
 * for "copy e-mail" and new NDA codes, and passkeys for the staff sign-in (docs/decisions/091). Every other
 * powerful feature is off for us and for any frame.
 * Only names Chromium knows: an unknown one is a console warning on every page.
 */
export const permissionsPolicy = {
  accelerometer: [],
  autoplay: ['self'],
  camera: [],
  clipboardRead: [],
  clipboardWrite: ['self'],
  displayCapture: [],
  encryptedMedia: [],
  fullscreen: [],
  geolocation: [],
  gyroscope: [],
  hid: [],
  idleDetection: [],
  magnetometer: [],
  microphone: [],
  midi: [],
  payment: [],
  pictureInPicture: [],
  publickeyCredentialsGet: ['self'],
  screenWakeLock: [],
  serial: [],
  usb: [],
  xrSpatialTracking: [],
};

const oneYearSeconds = 365 * 24 * 60 * 60;

const commonOptions = {
  strictTransportSecurity: `max-age=${oneYearSeconds}; includeSubDomains`,
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  // Same-origin opener isolation is compatible with the live-app link, which opens with noopener.
  crossOriginOpenerPolicy: 'same-origin',
  permissionsPolicy,
} as const;

// A handler that sets one of these headers itself knows its answer better: a staff file's CSP is `sandbox`
// (docs/decisions/077).
const documentHeaders = secureHeaders({
  ...commonOptions,
  contentSecurityPolicy: documentPolicy([NONCE]),
  overwrite: false,
});
const resourceHeaders = secureHeaders({ ...commonOptions, contentSecurityPolicy: resourcePolicy, overwrite: false });

/**
 * Every answer of the Worker gets the header set; an answer of `/api` gets the resource policy and, unless
 * its handler chose otherwise, `no-store` (API answers are private to whoever asked); staff answers are
 * marked private by the staff guard (docs/architecture.md). Documents read their nonce with
 * `c.get('secureHeadersNonce')`.
 */
export const securityHeaders = () =>
  createMiddleware(async (c, next) => {
    const api = c.req.path === '/api' || c.req.path.startsWith('/api/');
    await (api ? resourceHeaders : documentHeaders)(c, next);
    if (api && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });

/**
 * The header set `_headers` gives a static file: the resource policy, or for a pre-rendered document the
 * document policy with the SHA-256 hashes of its inline scripts. Computed by running the same middleware,
 * so it is exactly what the Worker would send.
 */
export async function staticHeaderSet(inlineScriptHashes?: string[]): Promise<Record<string, string>> {
  const headers = inlineScriptHashes
    ? secureHeaders({
        ...commonOptions,
        contentSecurityPolicy: documentPolicy(inlineScriptHashes.map((hash) => `'sha256-${hash}'`)),
      })
    : resourceHeaders;
  const probe = new Hono().use(headers).get('*', (c) => c.body(null, 204));
  const response = await probe.request('/static-file');
  return Object.fromEntries(response.headers.entries());
}
