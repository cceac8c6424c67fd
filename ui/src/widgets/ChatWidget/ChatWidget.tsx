import { chatCopy, chatHistoryLimit, chatMessageMaxLength, splitSiteLinks, type ChatTurn } from '@site/domain/chat';
import { MessageCircle, SendHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, TextArea, TextField } from 'react-aria-components';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { Spinner } from '../../components/Spinner';
import * as styles from './ChatWidget.css';

export interface ChatMessage extends ChatTurn {
  id: number;
  timestamp: number;
}

export interface ChatWidgetProps {
  /** Answers a message; `history` is the conversation before it (at most 20 turns). Throw on failure. */
  onSend: (message: string, history: ChatTurn[]) => Promise<string>;
  defaultOpen?: boolean;
}

/** Attached to whatever appears last in the log (a new bubble, the typing line): keeps the newest in view. */
const scrollLogToEnd = (node: HTMLElement | null) => {
  const log = node?.parentElement;
  if (log) log.scrollTop = log.scrollHeight;
};

/**
 * The assistant's answers name site pages ('/intake'); they become router links. Everything else stays
 * text that React escapes, so an answer can never inject markup.
 */
function MessageText({ message }: { message: ChatMessage }) {
  if (message.role === 'user') return message.content;
  let offset = 0;
  return splitSiteLinks(message.content).map((part) => {
    const at = offset;
    offset += part.text.length;
    return part.href ? (
      <Link key={at} href={part.href} tone="inherit" underline="always">
        {part.text}
      </Link>
    ) : (
      part.text
    );
  });
}

const greeting = (): ChatMessage => ({ id: 0, role: 'assistant', content: chatCopy.greeting, timestamp: Date.now() });

/** The floating assistant: a button at the bottom right that opens a conversation panel. */
export function ChatWidget({ onSend, defaultOpen = false }: ChatWidgetProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [greeting()]);
  const [draft, setDraft] = useState('');
  const [isSending, setSending] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (isOpen && !isSending) inputRef.current?.focus();
  }, [isOpen, isSending]);

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

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
    if (event.key === 'Escape') close();
  };

  if (!isOpen) {
    return (
      <Button ref={launcherRef} className={styles.launcher} onPress={() => setOpen(true)}>
        <Icon icon={MessageCircle} size="md" />
        {chatCopy.open}
      </Button>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="chat-title">
      <header className={styles.header}>
        <h2 id="chat-title" className={styles.title}>
          {chatCopy.title}
        </h2>
        <Button className={styles.iconButton} aria-label={chatCopy.close} onPress={close}>
          <Icon icon={X} size="md" />
        </Button>
      </header>
      {/* Focusable so keyboard users can scroll back through a long conversation. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.log} role="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
        {messages.map((message, index) => (
          <p
            key={message.id}
            ref={index === messages.length - 1 ? scrollLogToEnd : undefined}
            className={styles.bubble({ role: message.role })}
            data-role={message.role}
          >
            <MessageText message={message} />
          </p>
        ))}
        {isSending ? (
          <p ref={scrollLogToEnd} className={styles.typing}>
            <Spinner /> The assistant is typing…
          </p>
        ) : null}
      </div>
      <div className={styles.composer}>
        <TextField
          aria-label="Your message"
          value={draft}
          onChange={setDraft}
          isDisabled={isSending}
          maxLength={chatMessageMaxLength}
          className={styles.inputField}
        >
          <TextArea
            ref={inputRef}
            className={styles.input}
            placeholder={chatCopy.placeholder}
            rows={1}
            onKeyDown={onKeyDown}
          />
        </TextField>
        <Button
          className={styles.sendButton}
          aria-label={chatCopy.send}
          isDisabled={isSending || !draft.trim()}
          onPress={() => void send()}
        >
          <Icon icon={SendHorizontal} size="md" />
        </Button>
      </div>
    </section>
  );
}
