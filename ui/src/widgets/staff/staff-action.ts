import { describeError } from '@site/domain/forms/errors';
import { useState } from 'react';
import { showToast, type ToastMessage } from '../../components/Toast/queue';

/**
 * A staff change with the admin's answer: the success toast, or a destructive toast with the failure in the
 * error's own words. `settle` ends the pending state either way. Answers whether the change went through.
 */
export async function changeWithToasts(
  change: () => Promise<void>,
  success: ToastMessage,
  failureTitle: string,
  settle: () => void,
): Promise<boolean> {
  try {
    await change();
    showToast(success);
    return true;
  } catch (failure) {
    showToast({ tone: 'destructive', title: failureTitle, description: describeError(failure) });
    return false;
  } finally {
    settle();
  }
}

/**
 * A change to one row of a staff list (resend an e-mail, end a session), one at a time, with its toasts:
 * `buttonProps` gives a row's button what starts the change and shows it pending while under way.
 */
export function useRowChange<Row extends { id: string }>(
  change: (row: Row) => Promise<void>,
  success: (row: Row) => ToastMessage,
  failureTitle: string,
) {
  const [pendingId, setPendingId] = useState<string>();
  const start = async (row: Row) => {
    setPendingId(row.id);
    await changeWithToasts(
      () => change(row),
      success(row),
      failureTitle,
      () => setPendingId(undefined),
    );
  };
  const isPending = (row: Row) => pendingId === row.id;
  return { isPending, buttonProps: (row: Row) => ({ onClick: () => void start(row), isPending: isPending(row) }) };
}
