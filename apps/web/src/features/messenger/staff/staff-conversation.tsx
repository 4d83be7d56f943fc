import type { StaffChat } from '@freight/domain';
import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { paths } from '../../../shared/navigation/paths';
import { useSession } from '../../../shared/session/session-provider';
import { useNotify } from '../../../shared/ui/use-notify';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { Composer } from '../components/composer';
import { MessageThread } from '../components/message-thread';
import { useMessageTime } from '../use-message-time';
import { useSetChatOpen, useStaffChat } from './staff-chats-api';
import { useLiveStaffChats } from './use-live-staff-chats';

/** Close (the user can no longer reply, spec 4) or reopen a support conversation. */
const OpenCloseButton = ({ chat }: { chat: StaffChat }) => {
  const { t } = useTranslation('staffChats');
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const setOpen = useSetChatOpen();
  const isOpen = chat.can_repond;
  return (
    <Button
      variant={isOpen ? 'default' : 'light'}
      loading={setOpen.isPending}
      onClick={() =>
        setOpen.mutate(
          { chatId: chat.id, isOpen: !isOpen },
          {
            onSuccess: () => notify.success(t(isOpen ? 'conversation.closedDone' : 'conversation.reopenedDone')),
            onError: (error) => notify.error(translateApiError(tErrors, error)),
          },
        )
      }
    >
      {t(isOpen ? 'conversation.close' : 'conversation.reopen')}
    </Button>
  );
};

type StaffConversationProps = {
  chatId: string;
  /** support: the inbox's conversation, answered and closed here. audit: any conversation, read only. */
  mode: 'support' | 'audit';
};

/** One conversation as staff see it: who it belongs to, every message with the unmasked original beside it. */
export const StaffConversation = ({ chatId, mode }: StaffConversationProps) => {
  const { t } = useTranslation('staffChats');
  const { user } = useSession();
  const messageTime = useMessageTime();
  const chat = useStaffChat(chatId);
  useLiveStaffChats();
  const subjectName = chat.data?.subject.name;
  usePageTitle(subjectName ? t('conversation.title', { name: subjectName }) : t('conversation.loadingTitle'));
  const back =
    mode === 'support'
      ? { href: paths.admin.support.getHref(), label: t('conversation.backToInbox') }
      : { href: paths.admin.chats.getHref(), label: t('conversation.backToAudit') };

  if (chat.isPending) return <Loader aria-label={t('loading')} />;
  if (chat.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="red">{t('conversation.loadFailed')}</Alert>
        <Anchor component={Link} to={back.href}>
          {back.label}
        </Anchor>
      </Stack>
    );
  }
  const conversation = chat.data;
  const isSupport = conversation.kind === 'support';
  const contact = [conversation.subject.email, conversation.subject.telephone].filter(Boolean).join(' · ');
  const members = conversation.users.map((person) => person.name).join(', ');

  return (
    <Stack gap="md" maw={1000}>
      <Anchor component={Link} to={back.href} size="sm">
        {back.label}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{t('conversation.title', { name: conversation.subject.name })}</Title>
        {contact && <Text>{contact}</Text>}
        <Group gap="xs">
          <Badge variant="light">{t(`kinds.${conversation.kind}`)}</Badge>
          {conversation.kind !== 'support' && (
            <Text size="sm">{conversation.title || conversation.haul_make_model}</Text>
          )}
          {conversation.closed_at && (
            <Badge color="gray.7" variant="filled">
              {t('conversation.closedOn', { date: messageTime(conversation.closed_at) })}
            </Badge>
          )}
        </Group>
        {mode === 'audit' && <Text size="sm">{t('conversation.members', { names: members })}</Text>}
        {conversation.haul_id && (
          <Anchor component={Link} to={paths.job.root.getHref({ haulId: conversation.haul_id })} size="sm">
            {t('conversation.seeLoad')}
          </Anchor>
        )}
      </Stack>
      {mode === 'support' && isSupport && (
        <Group>
          <OpenCloseButton chat={conversation} />
        </Group>
      )}
      <MessageThread chat={conversation} viewerId={user?.id ?? ''} showsOriginals />
      {mode === 'support' && isSupport && !conversation.can_repond && (
        <Alert color="gray" role="status">
          {t('conversation.closedHint')}
        </Alert>
      )}
      {/* Staff may still write into a closed conversation (the user reads it, but cannot answer). */}
      {mode === 'support' && isSupport && <Composer chatId={conversation.id} asStaff onReadOnly={() => undefined} />}
    </Stack>
  );
};
