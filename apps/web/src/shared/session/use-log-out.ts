import { useNavigate } from 'react-router';
import { whenLocationCommitted } from '../navigation/committed-location';
import { useSession } from './session-provider';

/**
 * Leaves for `href`, then logs out. The move comes first and must be on screen (or whichever screen the reader tapped
 * meanwhile) before the session ends: a page that needs an account would otherwise still be shown (the router keeps
 * it while the next page's code loads) and send the now logged-out reader to the login page.
 */
export const useLogOut = (href: string) => {
  const { logout } = useSession();
  const navigate = useNavigate();
  return async () => {
    const { pathname } = new URL(href, window.location.href);
    await navigate(href);
    await whenLocationCommitted(pathname);
    await logout();
  };
};
