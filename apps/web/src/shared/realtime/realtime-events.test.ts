import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitRealtimeEvent, onRealtimeEvent } from './realtime-events';

const stops: (() => void)[] = [];

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.restoreAllMocks();
});

describe('realtime events', () => {
  it('reach every listener until it stops listening, even when another listener throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const heard: string[] = [];
    stops.push(
      onRealtimeEvent(() => {
        throw new Error('a broken screen');
      }),
    );
    const stop = onRealtimeEvent((event) => heard.push(event.type));
    emitRealtimeEvent({ type: 'view_times' });
    stop();
    emitRealtimeEvent({ type: 'view_times' });
    expect(heard).toEqual(['view_times']);
    expect(console.error).toHaveBeenCalledTimes(2);
  });
});
