import { createContext, type ReactNode, useContext, useState } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

// React Router keeps the position in the session history as `idx` in history.state.
const readHistoryIndex = (): number => {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number') return state.idx;
  return 0;
};

const BackNavigationContext = createContext(false);

/**
 * Tells screens whether they were reached with the browser's back button (a POP to an earlier history entry),
 * so they can restore state instead of starting over. A reload and a forward move are not back moves.
 */
export const BackNavigationProvider = ({ children }: { children: ReactNode }) => {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [tracked, setTracked] = useState(() => ({ key: location.key, index: readHistoryIndex(), isBack: false }));

  // Adjusting state while rendering (not in an effect) so the first render of the new screen already knows.
  if (tracked.key !== location.key) {
    const index = readHistoryIndex();
    setTracked({ key: location.key, index, isBack: navigationType === NavigationType.Pop && index < tracked.index });
  }

  return <BackNavigationContext.Provider value={tracked.isBack}>{children}</BackNavigationContext.Provider>;
};

export const useIsBackNavigation = (): boolean => useContext(BackNavigationContext);
