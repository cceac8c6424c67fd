import { describe, expect, it } from 'vitest';
import { showToast, toastQueue } from './queue';

const titles = () => toastQueue.visibleToasts.map((toast) => toast.content.title);

// docs/product.md §15.1 and docs/decisions/073: a dismissed toast is gone at once, nothing waits to remove it.
describe('the toast queue', () => {
  it('removes a dismissed toast at once, so the next one shows in its place', () => {
    const key = showToast({ title: 'Email Copied!' });
    expect(titles()).toEqual(['Email Copied!']);
    toastQueue.close(key);
    expect(titles()).toEqual([]);
    showToast({ title: 'Message Sent Successfully!' });
    expect(titles()).toEqual(['Message Sent Successfully!']);
    toastQueue.clear();
  });

  it('replaces the toast on screen with a new one instead of queueing it', () => {
    showToast({ title: 'Submission Failed', tone: 'destructive' });
    showToast({ title: 'Request Submitted Successfully!' });
    expect(titles()).toEqual(['Request Submitted Successfully!']);
    toastQueue.clear();
  });
});
