import { botCheckRefusedMessage, isTestSiteKey, turnstileTestKeys } from '@site/domain/forms/bot-check';
import { RequestError } from '@site/domain/forms/errors';
import { ApiNetworkError } from './api';

/**
 * The browser's side of the bot check (docs/decisions/070): Cloudflare Turnstile's widget, loaded when a
 * visitor starts a form (never with the page), asked for a fresh one-use token for every request it guards,
 * the outbox's later retries included. Managed mode shows nothing unless Turnstile wants an interaction.
 */

interface TurnstileOptions {
  sitekey: string;
  callback: (token: string) => void;
  'error-callback': () => void;
  'expired-callback': () => void;
  appearance: 'interaction-only';
}

interface Turnstile {
  render(container: HTMLElement, options: TurnstileOptions): string;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

/**
 * Set at build time for production (docs/deploy.md). Without it the build uses Cloudflare's test key,
 * whose dummy tokens a production secret refuses, so a forgotten key fails closed.
 */
const siteKey: string = import.meta.env.VITE_TURNSTILE_SITE_KEY || turnstileTestKeys.passingSiteKey;

/** Test keys get the local double of the widget script (public/bot-check/), so nothing leaves the machine. */
export const botCheckScript = isTestSiteKey(siteKey)
  ? '/bot-check/turnstile-double.js'
  : 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/** A token that has not come after a minute will not come (the widget is stuck or blocked). */
const tokenTimeoutMs = 60_000;

let loading: Promise<Turnstile> | undefined;

/** Loads the widget script once; a failed load (offline) is tried again by the next call. */
export function loadBotCheck(): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = botCheckScript;
    script.async = true;
    script.addEventListener('load', () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error('No turnstile global')),
    );
    script.addEventListener('error', () => reject(new Error(`Could not load ${botCheckScript}`)));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw new ApiNetworkError(error);
  });
  return loading;
}

/**
 * A fresh token for one request. A widget that cannot load is an `ApiNetworkError` (the outbox keeps the
 * lead for later); one that refuses the visitor is the server's own 403, so the form says the same words.
 */
export async function botCheckToken(): Promise<string> {
  const turnstile = await loadBotCheck();
  const container = document.createElement('div');
  container.dataset.botCheck = '';
  // Where an interactive challenge would show: above everything, bottom centre, empty otherwise.
  container.style.cssText = 'position:fixed;bottom:16px;left:50%;transform:translateX(-50%);z-index:2147483647';
  document.body.appendChild(container);
  let widgetId: string | undefined;
  try {
    return await new Promise<string>((resolve, reject) => {
      const refuse = () =>
        reject(
          new RequestError(`403: ${botCheckRefusedMessage}`, { status: 403, serverMessage: botCheckRefusedMessage }),
        );
      const timer = setTimeout(refuse, tokenTimeoutMs);
      widgetId = turnstile.render(container, {
        sitekey: siteKey,
        appearance: 'interaction-only',
        callback: (token) => {
          clearTimeout(timer);
          resolve(token);
        },
        'error-callback': refuse,
        'expired-callback': refuse,
      });
    });
  } finally {
    if (widgetId !== undefined) turnstile.remove(widgetId);
    container.remove();
  }
}
