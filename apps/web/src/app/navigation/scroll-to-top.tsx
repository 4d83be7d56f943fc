import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every new screen starts at its top (spec section 2), as a fresh page load would. */
export const ScrollToTop = () => {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scroll is the reaction to a change of path
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
};
