/** Query parameters that can carry a credential or card data (a token arrives as `?token=` per spec section 7; an
 * emailed quote link carries its claim code as `?share=`). */
const SECRET_PARAMS = /^(token|key|code|share|password|pass|secret|pan|cvc|cvv|expdate|api_key|access_token)$/i;

/** The request URL as it may be logged: secret query values replaced, everything else kept for debugging. */
export const redactUrl = (url: string): string => {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const name of new Set(params.keys())) {
    if (SECRET_PARAMS.test(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
};
