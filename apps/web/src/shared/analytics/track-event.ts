import { readToken } from '../session/session';
import { type TrackerEvent, userdataBodyOf } from './tracker-events';
import { loadedVendorAdapters } from './vendor-adapters-on-demand';

/** Straight fetch, not the api client: a lost analytics event must not open the connection-problem dialog. */
const postUserdata = (body: unknown) => {
  const token = readToken();
  return fetch('/api/userdata/', {
    method: 'POST',
    // Survives the navigation that often follows the moment (a payment leading back to the load).
    keepalive: true,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Token ${token}` } : {}) },
    body: JSON.stringify(body),
  });
};

/**
 * Records one of spec 9's moments: always on our own server (`POST /userdata/`, first-party, nothing personal), and
 * to the vendor trackers only if they were loaded, that is configured and consented to. Never fails the caller.
 */
export const trackEvent = (event: TrackerEvent): void => {
  postUserdata(userdataBodyOf(event)).catch(() => undefined);
  try {
    loadedVendorAdapters()?.forwardToTrackers(event);
  } catch {
    // A vendor script misbehaving must never break the page that reported the moment.
  }
};
