import { chatCopy, chatMessageMaxLength, splitSiteLinks, type ChatTurn } from '@site/domain/assistant/chat';
import { SendHorizontal, X } from 'lucide-react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Button, TextArea, TextField } from 'react-aria-components';
import { Icon } from '../../../components/Icon';
import { Link } from '../../../components/Link';
import { Spinner } from '../../../components/Spinner';
import * as styles from './ChatWidget.css';

export interface ChatMessage extends ChatTurn {
  id: number;
  timestamp: number;
}

export interface ChatPanelProps {
  messages: ChatMessage[];
  draft: string;
  onDraftChange: (draft: string) => void;
  isSending: boolean;
  onSend: () => void;
  onClose: () => void;
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

/** The open conversation: its code loads when the visitor opens the chat (docs/decisions/052). */
export function ChatPanel({ messages, draft, onDraftChange, isSending, onSend, onClose }: ChatPanelProps) {
  const inputRef = useRef<HTMLTextAreaElement>(null);

  // On opening, and once each answer is in, the message box has the focus.
  useEffect(() => {
    if (!isSending) inputRef.current?.focus();
  }, [isSending]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      onSend();
    }
    if (event.key === 'Escape') onClose();
  };

  return (
    <section className={styles.panel} aria-labelledby="chat-title">
      <header className={styles.header}>
        <h2 id="chat-title" className={styles.title}>
          {chatCopy.title}
        </h2>
        <Button className={styles.iconButton} aria-label={chatCopy.close} onPress={onClose}>
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
          onChange={onDraftChange}
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
          onPress={onSend}
        >
          <Icon icon={SendHorizontal} size="md" />
        </Button>
      </div>
    </section>
  );
}
