import type { RealtimeEvent } from '@freight/domain';

export type RealtimeEventType = RealtimeEvent['type'];
export type RealtimeEventOf<T extends RealtimeEventType> = Extract<RealtimeEvent, { type: T }>;

type Listener = (event: RealtimeEvent) => void;

const listeners = new Set<Listener>();

/** Hands an event that arrived over the WebSocket to every screen listening for it. */
export const emitRealtimeEvent = (event: RealtimeEvent): void => {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      // One screen's bug must not keep the event from the others.
      console.error(error);
    }
  }
};

export const onRealtimeEvent = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
