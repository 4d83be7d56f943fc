import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Spec 2, Learn more: how paying and delivery work, in plain words. */
export const LearnMoreDialog = () => {
  const { t } = useTranslation('quote');
  const [isOpen, dialog] = useDisclosure(false);
  return (
    <>
      <Button variant="default" onClick={dialog.open}>
        {t('actions.learnMore')}
      </Button>
      <Modal
        opened={isOpen}
        onClose={dialog.close}
        title={t('learnMore.title')}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack gap="sm">
          <List spacing="xs">
            <List.Item>{t('learnMore.prepaid')}</List.Item>
            <List.Item>{t('learnMore.held')}</List.Item>
            <List.Item>{t('learnMore.screened')}</List.Item>
            <List.Item>{t('learnMore.refund')}</List.Item>
            <List.Item>{t('learnMore.extras')}</List.Item>
          </List>
          <Text size="sm" c="dimmed">
            {t('learnMore.pricing')}
          </Text>
          <Button onClick={dialog.close}>{t('learnMore.ok')}</Button>
        </Stack>
      </Modal>
    </>
  );
};
