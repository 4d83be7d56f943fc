import { describe, expect, it, vi } from 'vitest';

// Mantine's store is not what is under test: only when the container is asked for.
vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), cleanQueue: vi.fn() } }));

const { hasShownToast, onFirstToast, showToast } = await import('./toasts');

describe('the toasts container is wanted from the first toast on', () => {
  it('is not wanted before any toast, then tells its listeners once, at the first', () => {
    const listener = vi.fn();
    const stop = onFirstToast(listener);
    expect(hasShownToast()).toBe(false);

    showToast({ message: 'Saved' });
    showToast({ message: 'Saved again' });

    expect(hasShownToast()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
