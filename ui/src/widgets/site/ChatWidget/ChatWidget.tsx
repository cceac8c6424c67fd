import { chatCopy, chatHistoryLimit, type ChatTurn } from '@site/domain/assistant/chat';
import { MessageCircle } from 'lucide-react';
import { lazy, useRef, useState } from 'react';
import { ContentLoader } from '../../../components/ContentLoader';
import { Icon } from '../../../components/Icon';
import type { ChatMessage } from './ChatPanel';
import * as styles from './ChatWidget.css';

export interface ChatWidgetProps {
  /** Answers a message; `history` is the conversation before it (at most 20 turns). Throw on failure. */
  onSend: (message: string, history: ChatTurn[]) => Promise<string>;
  defaultOpen?: boolean;
}

// The conversation (React Aria's text field among it) loads when the visitor opens the chat, not with every
// page (docs/decisions/052). Reaching for the button starts it, so it is usually there by the press.
const loadPanel = () => import('./ChatPanel');
const ChatPanel = lazy(() => loadPanel().then((module) => ({ default: module.ChatPanel })));
const startLoadingPanel = () => void loadPanel().catch(() => {});

const greeting = (): ChatMessage => ({ id: 0, role: 'assistant', content: chatCopy.greeting, timestamp: Date.now() });

/** The floating assistant: a button (the floating dock puts it at the bottom right) that opens a conversation panel. */
export function ChatWidget({ onSend, defaultOpen = false }: ChatWidgetProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greeting()]);
  const [draft, setDraft] = useState('');
  const [isSending, setSending] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    // The launcher is rendered again on the next frame; give it back the focus the panel had.
    requestAnimationFrame(() => launcherRef.current?.focus());
  };

  const send = async () => {
    const text = draft.trim();
    if (!text || isSending) return;
    const history = messages.slice(-chatHistoryLimit).map(({ role, content }) => ({ role, content }));
    const nextId = (messages.at(-1)?.id ?? 0) + 1;
    setMessages((current) => [...current, { id: nextId, role: 'user', content: text, timestamp: Date.now() }]);
    setDraft('');
    setSending(true);
    let reply: string;
    try {
      reply = await onSend(text, history);
    } catch (error) {
      console.error('Failed to get chat response', error);
      reply = chatCopy.fallback;
    }
    setMessages((current) => [
      ...current,
      { id: nextId + 1, role: 'assistant', content: reply, timestamp: Date.now() },
    ]);
    setSending(false);
  };

  if (!isOpen)
    return (
      <button
        ref={launcherRef}
        type="button"
        className={styles.launcher}
        onPointerEnter={startLoadingPanel}
        onFocus={startLoadingPanel}
        onTouchStart={startLoadingPanel}
        onClick={() => setOpen(true)}
      >
        <Icon icon={MessageCircle} size="md" />
        {chatCopy.open}
      </button>
    );

  return (
    <ContentLoader
      when="interaction"
      requested={isOpen}
      failed={
        <button type="button" className={styles.launcher} onClick={close}>
          The chat could not load. Check your connection, then reload the page.
        </button>
      }
      placeholder={
        <p className={styles.launcher} role="status">
          Opening the chat…
        </p>
      }
    >
      <ChatPanel
        messages={messages}
        draft={draft}
        onDraftChange={setDraft}
        isSending={isSending}
        onSend={() => void send()}
        onClose={close}
      />
    </ContentLoader>
  );
}
