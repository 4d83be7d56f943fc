import { useNavigate } from 'react-router';
import { useSession } from './session-provider';

/**
 * Logs out and leaves for `href`. The move comes first and is flushed at once: a page that needs an account would
 * otherwise still be on screen (the router keeps it while the next page's code loads) and send the now logged-out
 * reader to the login page.
 */
export const useLogOut = (href: string) => {
  const { logout } = useSession();
  const navigate = useNavigate();
  return async () => {
    await navigate(href, { flushSync: true });
    await logout();
  };
};
