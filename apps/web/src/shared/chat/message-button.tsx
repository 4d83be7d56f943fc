import type { CreateChatBody } from '@freight/domain';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../i18n/translate-api-error';
import { PlainButton } from '../ui/plain-button';
import { useNotify } from '../ui/use-notify';
import { useStartChat } from './chat-api';

type MessageButtonProps = Pick<ComponentProps<typeof PlainButton>, 'size' | 'variant'> & {
  /** Which conversation to open: a load's (with `driver_id` when the shipper writes to one driver) or support. */
  chat: CreateChatBody;
  children: string;
};

/**
 * Opens (or reuses) a conversation and goes to it: job pages and the messenger use it to start chatting. Plain
 * (decision 024): a load's page draws no Mantine component (issue 22).
 */
export const MessageButton = ({ chat, children, variant = 'default', size }: MessageButtonProps) => {
  const { t } = useTranslation('errors');
  const notify = useNotify();
  const start = useStartChat();
  return (
    <PlainButton
      variant={variant}
      size={size}
      isLoading={start.isPending}
      onClick={() => start.mutate(chat, { onError: (error) => notify.error(translateApiError(t, error)) })}
    >
      {children}
    </PlainButton>
  );
};
