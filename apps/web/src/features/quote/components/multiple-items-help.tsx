import { Button, List, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** Spec 2: the multiple-items help dialog of the cargo tab. */
export const MultipleItemsHelp = () => {
  const { t } = useTranslation('quote');
  const [isOpen, dialog] = useDisclosure(false);
  return (
    <>
      <Button variant="subtle" px={0} onClick={dialog.open}>
        {t('multiple.open')}
      </Button>
      <Modal
        opened={isOpen}
        onClose={dialog.close}
        title={t('multiple.title')}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack gap="sm">
          <Text>{t('multiple.intro')}</Text>
          <List spacing="xs">
            <List.Item>{t('multiple.describe')}</List.Item>
            <List.Item>{t('multiple.measures')}</List.Item>
            <List.Item>{t('multiple.weight')}</List.Item>
            <List.Item>{t('multiple.separate')}</List.Item>
          </List>
          <Button onClick={dialog.close}>{t('multiple.ok')}</Button>
        </Stack>
      </Modal>
    </>
  );
};
