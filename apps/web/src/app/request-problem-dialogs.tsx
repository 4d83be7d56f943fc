import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { onRequestProblem, type RequestProblem } from '../shared/api/request-problems';
import { showToast } from '../shared/ui/toasts';
import { lazyPage } from './lazy-page';

// Mantine's Modal and its focus trap load with the first problem, not with every page.
const RequestProblemModals = lazyPage(() => import('./request-problem-modals'), 'RequestProblemModals', {
  translations: 'first-screen',
  checksAnswersAtOnce: false,
});

/** The dialogs of spec section 8 for a request with no response at all, and for a 403. */
export const RequestProblemDialogs = () => {
  const { t } = useTranslation(['common', 'dialogs']);
  const [problem, setProblem] = useState<RequestProblem | null>(null);
  // Kept mounted after the first problem, so a dialog plays its closing animation.
  const [hasProblem, setHasProblem] = useState(false);

  useEffect(
    () =>
      onRequestProblem((next) => {
        setProblem(next);
        setHasProblem(true);
        if (next !== 'connection') return;
        // A fixed id: several requests failing together leave one notification, not a pile.
        showToast({
          id: 'connection-error',
          color: 'red',
          title: t('dialogs:connection.notificationTitle'),
          message: t('dialogs:connection.notificationBody'),
          closeButtonProps: { 'aria-label': t('close') },
        });
      }),
    [t],
  );

  const close = () => setProblem(null);

  return (
    hasProblem && (
      <Suspense fallback={null}>
        <RequestProblemModals problem={problem} onClose={close} />
      </Suspense>
    )
  );
};
