import { startTransition, useState } from 'react';
import { useSession } from '../../shared/session/session-provider';
import { lazyWithMantine } from '../../shared/ui/lazy-with-mantine';
import { BellButton } from './bell-button';
import { NoticeToasts } from './notice-toasts';
import { useNotices } from './notices-api';

// The list's popover with Mantine's stylesheet and context, fetched when a hand reaches for the bell.
const NoticesPopover = lazyWithMantine(() => import('./notices-popover'), 'NoticesPopover');

/**
 * The header's bell (beyond the spec): the unread count, and the notices list in a popover. Registered users only:
 * temporary visitors are not told of anything. The bell is drawn plain (decision 024) and the popover's code, with
 * Mantine, comes when a hand reaches for it (pointer, touch, focus) or it is pressed: the header is on every signed-in
 * page, which then need none of Mantine to show (issue 22). The plain bell stays until the popover is ready.
 */
export const NoticesMenu = () => {
  const { status } = useSession();
  const [isWanted, setWanted] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const [hadFocus, setHadFocus] = useState(false);
  const notices = useNotices();
  if (status !== 'registered') return null;
  const unread = notices.data?.pages[0]?.unread ?? 0;

  const want = (then?: () => void) => {
    void NoticesPopover.preload();
    startTransition(() => {
      setWanted(true);
      then?.();
    });
  };

  return (
    <>
      <NoticeToasts />
      {isWanted ? (
        <NoticesPopover unread={unread} isOpen={isOpen} onOpenChange={setOpen} takesFocus={hadFocus} />
      ) : (
        <BellButton
          unread={unread}
          onPointerEnter={() => want()}
          onTouchStart={() => want()}
          onFocus={() => want(() => setHadFocus(true))}
          onClick={() =>
            want(() => {
              setHadFocus(true);
              setOpen(true);
            })
          }
        />
      )}
    </>
  );
};
