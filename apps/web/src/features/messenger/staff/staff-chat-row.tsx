import type { StaffChat } from '@freight/domain';
import { Badge, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { previewOf } from '../chat-display';
import classes from '../messenger.module.css';
import { useMessageTime } from '../use-message-time';

const contactOf = (subject: StaffChat['subject']) =>
  [subject.email, subject.telephone].filter((value): value is string => Boolean(value)).join(' · ');

/** One conversation in a staff list: whose it is, what it is about, the last message, and what waits for staff. */
export const StaffChatRow = ({ chat, href }: { chat: StaffChat; href: string }) => {
  const { t } = useTranslation('staffChats');
  const messageTime = useMessageTime();
  // No viewer: staff read as outsiders, so no message is "own".
  const preview = previewOf(chat, '');
  const about = chat.kind === 'support' ? t('kinds.support') : chat.title || chat.haul_make_model;
  return (
    <li>
      <Link to={href} className={classes.row} data-unread={chat.unread > 0 || undefined}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Stack gap={0} miw={0}>
            <Text fw={700}>{chat.subject.name}</Text>
            <Text size="sm">{contactOf(chat.subject)}</Text>
            <Text size="sm">
              {t(`kinds.${chat.kind}`)}
              {chat.kind !== 'support' && about ? ` · ${about}` : ''}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <Text size="xs" c="dimmed">
              <time dateTime={chat.last_message_at}>{messageTime(chat.last_message_at)}</time>
            </Text>
            {chat.unread > 0 && (
              <span className={classes.unread}>
                <span aria-hidden="true">{chat.unread}</span>
                <VisuallyHidden>{t('unread', { count: chat.unread })}</VisuallyHidden>
              </span>
            )}
            {chat.closed_at && (
              <Badge color="gray.7" variant="filled">
                {t('closed')}
              </Badge>
            )}
          </Stack>
        </Group>
        {preview.kind === 'text' && (
          <Text size="sm" className={classes.preview}>
            {preview.text}
          </Text>
        )}
        {preview.kind === 'pictures' && <Text size="sm">{t('pictures', { count: preview.count })}</Text>}
      </Link>
    </li>
  );
};
