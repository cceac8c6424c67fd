import { company } from './company';

/** Spec part 1 §5 and §8: the chat's texts. */
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

/** The server keeps at most this many earlier messages as context (issue 6). */
export const chatHistoryLimit = 20;
export const chatMessageMaxLength = 2000;

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}
