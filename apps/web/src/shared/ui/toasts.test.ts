import { describe, expect, it, vi } from 'vitest';
import { isToastAsked, showToast, subscribeToToastAsked } from './toasts';

describe('the first toast', () => {
  it('tells who waits for it once, when it is asked for, so a visitor’s toasts’ container can mount then', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToastAsked(listener);
    expect(isToastAsked()).toBe(false);

    showToast({ message: 'Quote sent' });
    expect(isToastAsked()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);

    showToast({ message: 'Quote sent again' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
