import { useEffect, useRef, useState, type PointerEvent } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  type UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { toastLimits, toastQueue, type ToastMessage } from './queue';
import * as styles from './Toast.css';

export interface ToastRegionProps {
  queue?: ToastQueue<ToastMessage>;
}

export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const regionRef = useRef<HTMLDivElement>(null);

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

  return (
    <AriaToastRegion ref={regionRef} queue={queue} className={styles.region} aria-label="Notifications (F8)">
      {({ toast }) => <ToastItem toast={toast} queue={queue} />}
    </AriaToastRegion>
  );
}

function ToastItem({ toast, queue }: { toast: QueuedToast<ToastMessage>; queue: ToastQueue<ToastMessage> }) {
  const swipe = useSwipeToDismiss(() => queue.close(toast.key));
  const { title, description, tone = 'default' } = toast.content;
  return (
    <AriaToast
      toast={toast}
      className={styles.toast({ tone })}
      data-tone={tone}
      style={{ transform: swipe.offset > 0 ? `translateX(${swipe.offset}px)` : undefined }}
      {...swipe.handlers}
    >
      <AriaToastContent className={styles.content}>
        <Text slot="title" className={styles.title}>
          {title}
        </Text>
        {description ? (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        ) : null}
      </AriaToastContent>
      <Button slot="close" className={styles.close} aria-label="Dismiss notification">
        ×
      </Button>
    </AriaToast>
  );
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
