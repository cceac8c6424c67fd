import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type PointerEvent,
} from 'react';
import { createPortal } from 'react-dom';
import type { QueuedToast, UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';
import { toastLimits, toastQueue, type ToastMessage } from './queue';
import * as styles from './Toast.css';

/**
 * The region is native elements with React Aria's toast semantics, not React Aria's ToastRegion: that one
 * brings React Aria's locale module, whose first use loads the browser's locale data on every page of the
 * site at start-up, for a label this site sets itself (docs/decisions/054-a-native-toast-region.md).
 */

export interface ToastRegionProps {
  queue?: ToastQueue<ToastMessage>;
}

const noToasts: QueuedToast<ToastMessage>[] = [];

export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const subscribe = useCallback((onChange: () => void) => queue.subscribe(onChange), [queue]);
  const toasts = useSyncExternalStore(
    subscribe,
    () => queue.visibleToasts,
    () => noToasts,
  );
  const regionRef = useRef<HTMLDivElement>(null);
  const attention = useToastAttention(queue, toasts);

  useEffect(() => {
    const focusToasts = (event: KeyboardEvent) => {
      if (event.key !== toastLimits.hotkey) return;
      const firstToast = regionRef.current?.querySelector<HTMLElement>('[role="alertdialog"]');
      if (!firstToast) return;
      event.preventDefault();
      firstToast.focus();
    };
    window.addEventListener('keydown', focusToasts);
    return () => window.removeEventListener('keydown', focusToasts);
  }, []);

  if (toasts.length === 0) return null;
  return createPortal(
    <div
      ref={regionRef}
      role="region"
      aria-label="Notifications (F8)"
      tabIndex={-1}
      // React Aria's overlays leave an element so marked out of what they hide and trap: a toast raised
      // while a dialog is open is still read, focused and pressed.
      data-react-aria-top-layer="true"
      className={styles.region}
      {...attention.handlers}
    >
      <ol className={styles.list}>
        {toasts.map((toast) => (
          <li key={toast.key} className={styles.item}>
            <ToastItem toast={toast} queue={queue} isPaused={attention.isPaused} />
          </li>
        ))}
      </ol>
    </div>,
    document.body,
  );
}

/**
 * A toast waits while the visitor reads it: its timer pauses while a mouse is over the region or the focus is
 * in it (docs/product.md, section 15.1). When the toast holding the focus closes, the focus goes back to where
 * it was before it entered the region, never to the page's start; a replacing toast does not take it, so its
 * own timer runs and the alert role still announces it.
 */
function useToastAttention(queue: ToastQueue<ToastMessage>, toasts: QueuedToast<ToastMessage>[]) {
  const hovered = useRef(false);
  const focusedWithin = useRef(false);
  const focusedToastKey = useRef<string | null>(null);
  const focusedBefore = useRef<HTMLElement | null>(null);
  const isPaused = useCallback(() => hovered.current || focusedWithin.current, []);
  const updateTimers = useCallback(() => {
    if (isPaused()) queue.pauseAll();
    else queue.resumeAll();
  }, [queue, isPaused]);

  useLayoutEffect(() => {
    // No region is in the page to be hovered; no pointer-leave will come from the one that was.
    if (toasts.length === 0) hovered.current = false;
    const focusedKey = focusedToastKey.current;
    const focusWasRemoved =
      focusedWithin.current &&
      (toasts.length === 0 || (focusedKey !== null && !toasts.some((toast) => toast.key === focusedKey)));
    if (!focusWasRemoved) return;
    // The focused toast (or the whole region) is gone, and the browser sends no blur for a removed element.
    focusedToastKey.current = null;
    focusedWithin.current = false;
    if (focusedBefore.current?.isConnected) focusedBefore.current.focus({ preventScroll: true });
    focusedBefore.current = null;
    updateTimers();
  }, [toasts, updateTimers]);

  const handlers = {
    onPointerEnter(event: PointerEvent<HTMLDivElement>) {
      // A finger on a phone leaves no hover behind: only a hovering pointer holds the toast.
      if (event.pointerType === 'touch') return;
      hovered.current = true;
      updateTimers();
    },
    onPointerLeave(event: PointerEvent<HTMLDivElement>) {
      if (event.pointerType === 'touch') return;
      hovered.current = false;
      updateTimers();
    },
    onFocus(event: FocusEvent<HTMLDivElement>) {
      if (!focusedWithin.current)
        focusedBefore.current = event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
      focusedWithin.current = true;
      focusedToastKey.current = event.target.closest<HTMLElement>('[role="alertdialog"]')?.dataset.key ?? null;
      updateTimers();
    },
    onBlur(event: FocusEvent<HTMLDivElement>) {
      if (event.currentTarget.contains(event.relatedTarget)) return;
      focusedWithin.current = false;
      focusedToastKey.current = null;
      focusedBefore.current = null;
      updateTimers();
    },
  };
  return { handlers, isPaused };
}

function ToastItem({
  toast,
  queue,
  isPaused,
}: {
  toast: QueuedToast<ToastMessage>;
  queue: ToastQueue<ToastMessage>;
  isPaused: () => boolean;
}) {
  const swipe = useSwipeToDismiss(() => queue.close(toast.key));
  const { title, description, tone = 'default' } = toast.content;
  const titleId = useId();
  const descriptionId = useId();
  const announced = useAnnouncedOnceShown();
  const { timer, timeout } = toast;

  useEffect(() => {
    if (!timer || timeout === undefined) return;
    timer.reset(timeout);
    // A toast that replaces one the visitor is reading waits too.
    if (isPaused()) timer.pause();
    return () => timer.pause();
  }, [timer, timeout, isPaused]);

  return (
    <div
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // The toast itself takes the focus (F8, Tab), as a dialog does, so its whole text is read.
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-key={toast.key}
      data-tone={tone}
      className={styles.toast({ tone })}
      style={{ transform: swipe.offset > 0 ? `translateX(${swipe.offset}px)` : undefined }}
      {...swipe.handlers}
    >
      <div role="alert" aria-atomic="true" aria-hidden={announced ? undefined : true} className={styles.content}>
        <span id={titleId} className={styles.title}>
          {title}
        </span>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label="Dismiss notification"
        onClick={() => queue.close(toast.key)}
      >
        ×
      </button>
    </div>
  );
}

/**
 * The alert's text is hidden from assistive technology until the toast is in the page: NVDA reads an alert only
 * when its content changes after the element appears, not when both arrive together.
 */
function useAnnouncedOnceShown() {
  const [shown, setShown] = useState(false);
  // oxlint-disable-next-line react/set-state-in-effect -- the change must come after the element is in the page
  useLayoutEffect(() => setShown(true), []);
  return shown;
}

/** Follows a pointer dragged to the right; past the threshold on release the toast is dismissed. */
function useSwipeToDismiss(dismiss: () => void) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const handlers = {
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      if (event.button !== 0) return;
      start.current = event.clientX;
    },
    onPointerMove(event: PointerEvent<HTMLDivElement>) {
      if (start.current === null) return;
      setOffset(Math.max(0, event.clientX - start.current));
    },
    onPointerUp(event: PointerEvent<HTMLDivElement>) {
      if (start.current === null) return;
      const distance = event.clientX - start.current;
      start.current = null;
      setOffset(0);
      if (distance > toastLimits.swipeDismissPx) dismiss();
    },
    onPointerCancel() {
      start.current = null;
      setOffset(0);
    },
  };
  return { offset, handlers };
}
