import type { CreateChatBody } from '@freight/domain';
import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../i18n/translate-api-error';
import { useNotify } from '../ui/use-notify';
import { useStartChat } from './chat-api';

type MessageButtonProps = ButtonProps & {
  /** Which conversation to open: a load's (with `driver_id` when the shipper writes to one driver) or support. */
  chat: CreateChatBody;
  children: string;
};

/** Opens (or reuses) a conversation and goes to it: job pages and the messenger use it to start chatting. */
export const MessageButton = ({ chat, children, ...buttonProps }: MessageButtonProps) => {
  const { t } = useTranslation('errors');
  const notify = useNotify();
  const start = useStartChat();
  return (
    <Button
      variant="default"
      {...buttonProps}
      loading={start.isPending}
      onClick={() => start.mutate(chat, { onError: (error) => notify.error(translateApiError(t, error)) })}
    >
      {children}
    </Button>
  );
};
