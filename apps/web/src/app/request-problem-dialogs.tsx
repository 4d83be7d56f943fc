import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { onRequestProblem, type RequestProblem } from '../shared/api/request-problems';
import { paths } from '../shared/navigation/paths';
import { showToast } from '../shared/ui/toasts';

/** The dialogs of spec section 8 for a request with no response at all, and for a 403. */
export const RequestProblemDialogs = () => {
  const { t } = useTranslation(['common', 'dialogs']);
  const [problem, setProblem] = useState<RequestProblem | null>(null);

  useEffect(
    () =>
      onRequestProblem((next) => {
        setProblem(next);
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
  const closeButtonProps = { 'aria-label': t('close') };

  return (
    <>
      <Modal
        opened={problem === 'connection'}
        onClose={close}
        title={t('dialogs:connection.title')}
        closeButtonProps={closeButtonProps}
        centered
      >
        <Text>{t('dialogs:connection.body')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={close}>{t('close')}</Button>
        </Group>
      </Modal>
      <Modal
        opened={problem === 'forbidden'}
        onClose={close}
        title={t('dialogs:forbidden.title')}
        closeButtonProps={closeButtonProps}
        centered
      >
        <Text>{t('dialogs:forbidden.body')}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('close')}
          </Button>
          <Button component={Link} to={paths.login.getHref()} onClick={close}>
            {t('logIn')}
          </Button>
        </Group>
      </Modal>
    </>
  );
};
