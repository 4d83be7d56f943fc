import type { Chat } from '@freight/domain';
import { Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/navigation/paths';
import { UserAvatar } from '../../../shared/ui/user-avatar';
import { useAdminChatRead } from '../../../shared/view-times/admin-chat-read';
import { unreadInChat } from '../../../shared/view-times/unread-count';
import { otherPeopleOf, previewOf } from '../chat-display';
import classes from '../messenger.module.css';
import { useChatHeading } from '../use-chat-heading';
import { useMessageTime } from '../use-message-time';

const Preview = ({ chat, viewerId }: { chat: Chat; viewerId: string }) => {
  const { t } = useTranslation('messenger');
  const preview = previewOf(chat, viewerId);
  if (preview.kind === 'none') return <Text size="sm">{t('list.noMessages')}</Text>;
  if (preview.kind === 'welcome') return <Text size="sm">{t('list.welcome')}</Text>;
  const text = preview.kind === 'text' ? preview.text : t('list.pictures', { count: preview.count });
  return (
    <Text size="sm" className={classes.preview}>
      {preview.isOwn ? t('list.own', { text }) : text}
    </Text>
  );
};

/** One conversation in the list: title, the other party, the last message, when, and how many are unread. */
export const ConversationRow = ({ chat, viewerId }: { chat: Chat; viewerId: string }) => {
  const { t } = useTranslation('messenger');
  const messageTime = useMessageTime();
  const heading = useChatHeading()(chat, viewerId);
  const unread = unreadInChat(chat, useAdminChatRead());
  const [other] = otherPeopleOf(chat, viewerId);
  return (
    <li>
      <Link
        to={paths.messenger.chat.getHref({ chatId: chat.id })}
        className={classes.row}
        data-unread={unread > 0 || undefined}
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0} align="flex-start">
            {other && <UserAvatar name={other.name} picture={other.picture} alt="" size={40} />}
            <Stack gap={0} miw={0}>
              <Text fw={700}>{heading.title}</Text>
              {heading.with !== '' && <Text size="sm">{heading.with}</Text>}
            </Stack>
          </Group>
          <Stack gap={4} align="flex-end">
            <Text size="xs" c="dimmed">
              <time dateTime={chat.last_message_at}>{messageTime(chat.last_message_at)}</time>
            </Text>
            {unread > 0 && (
              <span className={classes.unread}>
                <span aria-hidden="true">{unread}</span>
                <VisuallyHidden>{t('list.unread', { count: unread })}</VisuallyHidden>
              </span>
            )}
          </Stack>
        </Group>
        <Preview chat={chat} viewerId={viewerId} />
      </Link>
    </li>
  );
};
