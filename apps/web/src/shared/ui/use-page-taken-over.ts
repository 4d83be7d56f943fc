import { useEffect } from 'react';
import { endPageTakeOver } from '../i18n/i18n';

/**
 * For the pages the server sends already drawn (decision 027): once the page has been taken over (its effects run
 * after its hydration), the tap public/boot.js held on one of its buttons meanwhile is made again, so a phone's early
 * tap is answered rather than lost, and a language picked meanwhile applies. Only the innermost page calls it: a
 * layout around it hydrates first.
 */
export const usePageTakenOver = (): void => {
  useEffect(() => {
    window.__bootReplayTap?.(true);
    endPageTakeOver();
  }, []);
};
