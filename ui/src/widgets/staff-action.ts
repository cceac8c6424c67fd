import { describeError } from '@site/domain/errors';
import { showToast, type ToastMessage } from '../components/Toast/queue';

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
