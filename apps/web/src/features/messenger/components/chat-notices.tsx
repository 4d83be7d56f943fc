import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec 1: users are told not to share contact details or negotiate rates in chat; it stays in view. */
export const ChatRulesNotice = () => {
  const { t } = useTranslation('messenger');
  return (
    <Text size="sm" c="dimmed" data-testid="chat-rules">
      {t('rules')}
    </Text>
  );
};

/** Spec 4 and 8: a read-only conversation, or a reply the server refused with 423, says why instead of a composer. */
export const ReadOnlyNotice = () => {
  const { t } = useTranslation('errors');
  return (
    <Alert color="gray" variant="light" role="status">
      {t('user_cant_respond')}
    </Alert>
  );
};
