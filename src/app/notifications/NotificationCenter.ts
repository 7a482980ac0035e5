// Messages for the user (toasts). They are queued until the toast host — loaded lazily so the
// toast library stays out of the start-up bundle — is on screen, then delivered in order.
import type { Services } from '../../services/ServicesContext.tsx';

export type Notification = Parameters<Services['notify']>[0];

export interface NotificationCenter {
  push(message: Notification): void;
  /** The host takes queued and future messages; returns a function that detaches it. */
  attach(listener: (message: Notification) => void): () => void;
  /** Called once when the first message arrives, so the host can be loaded. */
  onFirstMessage(callback: () => void): void;
}

export function createNotificationCenter(): NotificationCenter {
  const queue: Notification[] = [];
  let listener: ((message: Notification) => void) | null = null;
  let firstMessage: (() => void) | null = null;
  let seenFirst = false;
  return {
    push(message) {
      if (!seenFirst) {
        seenFirst = true;
        firstMessage?.();
      }
      if (listener) listener(message);
      else queue.push(message);
    },
    attach(next) {
      listener = next;
      for (const message of queue.splice(0)) next(message);
      return () => {
        if (listener === next) listener = null;
      };
    },
    onFirstMessage(callback) {
      firstMessage = callback;
      if (seenFirst) callback();
    },
  };
}
