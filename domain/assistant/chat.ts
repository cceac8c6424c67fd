import { company } from '../company/company';

/** The chat's texts (docs/product.md §8.1). */
export const chatCopy = {
  title: `${company.shortName} Assistant`,
  greeting: `Aloha! I'm the ${company.shortName} assistant. Ask me about our services, the regions we build in, costs or how to start a project.`,
  placeholder: 'Ask about our construction services...',
  fallback:
    "I'm sorry, I'm having trouble responding right now. Please try again or contact us directly for assistance.",
  open: 'Chat with us',
  close: 'Close chat',
  send: 'Send message',
} as const;

/** The server keeps at most this many earlier messages as context. */
export const chatHistoryLimit = 20;
export const chatMessageMaxLength = 2000;

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** A visitor who leaves an e-mail or phone number in the chat becomes a lead (docs/product.md §8.3). */
export type ChatLeadData = {
  sessionId: string;
  email?: string;
  phone?: string;
  message: string;
};

const email = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const phone = /(\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/;

/** The contact details a visitor typed into the chat, if any (they become a lead). The browser asks it too: such a
 * message carries a bot-check token, because it makes a lead (docs/decisions/070). */
export function contactDetailsIn(message: string): { email?: string; phone?: string } | undefined {
  const foundEmail = email.exec(message)?.[0];
  const foundPhone = phone.exec(message)?.[0];
  if (!foundEmail && !foundPhone) return undefined;
  return { ...(foundEmail ? { email: foundEmail } : {}), ...(foundPhone ? { phone: foundPhone } : {}) };
}

export type ChatTextPart = { text: string; href?: undefined } | { text: string; href: string };

/**
 * A page of this site named in an answer ('/intake', '/#calculator'), standing alone or in brackets. Only
 * same-site paths of plain letters, digits and dashes: nothing a message says can become another site's
 * link or a script.
 */
const sitePath = /(?<=^|[\s(])\/(?:[a-z0-9-]+(?:#[a-z0-9-]+)?|#[a-z0-9-]+)(?=$|[\s),.;:!?])/gi;

/** An answer split into plain text and the site pages it names, in order, losing no character. */
export function splitSiteLinks(text: string): ChatTextPart[] {
  const parts: ChatTextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(sitePath)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index) });
    parts.push({ text: match[0], href: match[0] });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}
