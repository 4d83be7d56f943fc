import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RequestProblem } from '../shared/api/request-problems';
import { paths } from '../shared/navigation/paths';

type RequestProblemModalsProps = { problem: RequestProblem | null; onClose: () => void };

/** The two dialogs themselves, a chunk of their own: most visits never meet either (request-problem-dialogs.tsx). */
export const RequestProblemModals = ({ problem, onClose: close }: RequestProblemModalsProps) => {
  const { t } = useTranslation(['common', 'dialogs']);
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
