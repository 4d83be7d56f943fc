import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { loadMantine } from '../../../shared/ui/lazy-with-mantine';
import { whenIdle } from '../../../shared/ui/when-idle';

type DialogProps = { isOpen: boolean };

export type LazyDialog<Props extends DialogProps> = ComponentType<Props> & { preload: () => Promise<unknown> };

/**
 * A dialog whose code loads when it first opens (or when `preload` asks for it ahead, on a hand reaching for its
 * button or once the page is idle), not with the page (issue 22: the job page fetched and ran every dialog's form,
 * the delivery inspection's signature pad and damage diagram included, before it showed the load). Once opened it
 * stays mounted, as the page's dialogs always were: its form keeps what was typed and it closes with its transition.
 * The page draws no Mantine component (issue 22): a dialog brings Mantine's stylesheet and context with its code.
 */
export const lazyDialog = <Props extends DialogProps>(load: () => Promise<ComponentType<Props>>): LazyDialog<Props> => {
  let loading: Promise<ComponentType<Props>> | null = null;
  const preload = () => {
    loading ??= Promise.all([load(), loadMantine()]).then(([component, inMantine]) => inMantine(component));
    return loading;
  };
  const Dialog = lazy(async () => ({ default: await preload() }));
  const LazyDialogComponent = (props: Props) => {
    const [wasOpened, setWasOpened] = useState(props.isOpen);
    // Stored from an earlier render, as React's docs advise, rather than synchronised by an effect.
    if (props.isOpen && !wasOpened) setWasOpened(true);
    if (!wasOpened && !props.isOpen) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
  return Object.assign(LazyDialogComponent, { preload });
};

/**
 * Fetches the given dialogs once the page is idle: the holder's, so a driver who lost the signal on the road finds them
 * ready (the delivery code is entered offline; the service worker keeps what was fetched). Dialogs that need the
 * server anyway load when a hand reaches for their button instead (decision 026).
 */
export const PreloadWhenIdle = ({ dialogs }: { dialogs: readonly { preload: () => Promise<unknown> }[] }) => {
  useEffect(
    () =>
      whenIdle(() => {
        for (const dialog of dialogs) void dialog.preload();
      }),
    [dialogs],
  );
  return null;
};
