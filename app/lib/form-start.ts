import { loadBotCheck } from './bot-check';
import { loadApiClient } from './load-api-client';

/**
 * What sending a form needs, loaded the first time the visitor enters a field of any form on the page and never
 * with the page (docs/decisions/070): the bot check's script, so the token is ready by the submit, and the typed
 * client. A browser may keep a failed load of a module for the page's whole life (Debian's Chromium 150 does: the
 * next import fails without asking the network), so a client first asked for while offline would hold every kept
 * lead until the site is opened again. Loaded here, it is in the page before the visitor can press Send.
 */
export function loadSubmitOnFormStart(root: Document = document): () => void {
  const onFocus = (event: FocusEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest('form')) return;
    root.removeEventListener('focusin', onFocus);
    // Offline now: the submit loads them again and the outbox keeps the lead meanwhile.
    loadBotCheck().catch(() => undefined);
    loadApiClient().catch(() => undefined);
  };
  root.addEventListener('focusin', onFocus);
  return () => root.removeEventListener('focusin', onFocus);
}
