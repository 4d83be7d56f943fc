import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useSession } from '../../shared/session/session-provider';

/**
 * The quote flow's frame: a visitor starting a quote gets a temporary account (spec section 4), so the quote, and
 * the draft it may become, have an owner to follow them into registration.
 */
export const QuoteFlowRoute = () => {
  const { ensureVisitorAccount } = useSession();
  useEffect(() => {
    void ensureVisitorAccount();
  }, [ensureVisitorAccount]);
  return <Outlet />;
};
