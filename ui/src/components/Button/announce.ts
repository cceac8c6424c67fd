import { visuallyHidden } from '../VisuallyHidden';

let region: HTMLElement | undefined;

/** How long a message stays in the region: long enough for a screen reader to have read it. */
const messageMs = 7000;

/**
 * Says `message` to screen readers now, through one assertive live region the page gets on the first
 * announcement. The region is on the page a moment before its first message, or that message goes unread.
 */
export function announce(message: string) {
  const say = (into: HTMLElement) => {
    const line = document.createElement('div');
    line.textContent = message;
    into.appendChild(line);
    setTimeout(() => line.remove(), messageMs);
  };
  if (region) return say(region);
  const created = document.createElement('div');
  created.dataset.announcer = '';
  created.setAttribute('aria-live', 'assertive');
  created.setAttribute('aria-atomic', 'true');
  Object.assign(created.style, visuallyHidden);
  document.body.appendChild(created);
  region = created;
  setTimeout(() => say(created), 100);
}
