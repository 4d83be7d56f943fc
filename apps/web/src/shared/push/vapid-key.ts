/**
 * The server's VAPID public key (base64url text, as `GET /api/public-config` gives it) as the bytes the Push API's
 * `applicationServerKey` takes. Shared by the page (subscribing) and the service worker (renewing), which has no DOM.
 */
export const vapidKeyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
};
