/**
 * The push services browsers subscribe through: Chrome, Android, Opera, Samsung (Firebase Cloud Messaging), Firefox
 * (Mozilla autopush), Safari (Apple), Edge (Windows Push Notification Services). The server POSTs to the endpoint a
 * browser hands it, so any other address is refused: it would let anyone make the server call an address of their
 * choosing (an internal service, a metadata endpoint).
 */
const PUSH_SERVICE_HOSTS = [/^fcm\.googleapis\.com$/, /^updates\.push\.services\.mozilla\.com$/, /\.push\.apple\.com$/];
const WINDOWS_PUSH_HOST = /\.notify\.windows\.com$/;

/** True when `endpoint` is an https URL of a known push service, or lies under one of `extraOrigins` (a stand-in). */
export const isPushServiceEndpoint = (endpoint: string, extraOrigins: readonly string[]): boolean => {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (extraOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  return PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname)) || WINDOWS_PUSH_HOST.test(url.hostname);
};
