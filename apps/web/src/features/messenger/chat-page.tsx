import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { chatQueryOptions } from '../../shared/chat/chat-api';
import { SUPPORT_CHAT_ADDRESS } from '../../shared/chat/support-address';
import { paths } from '../../shared/navigation/paths';
import { useSession } from '../../shared/session/session-provider';
import { PageLoader } from '../../shared/ui/page-loader';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { markAdminChatRead } from '../../shared/view-times/admin-chat-read';
import { ReadOnlyNotice } from './components/chat-notices';
import { Composer } from './components/composer';
import { LogInToChat } from './components/log-in-to-chat';
import { MessageThread } from './components/message-thread';
import { SupportRedirect } from './components/support-redirect';
import { useChatHeading } from './use-chat-heading';
import { useLiveChat } from './use-live-chat';

const Guest = ({ title }: { title: string }) => {
  usePageTitle(title);
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <LogInToChat />
    </Stack>
  );
};

const Conversation = ({ chatId }: { chatId: string }) => {
  const { t } = useTranslation('messenger');
  const queryClient = useQueryClient();
  const { user } = useSession();
  const viewerId = user?.id ?? '';
  const chat = useQuery(chatQueryOptions({ chatId, queryClient }));
  // The server refused a reply (423) before this page knew the conversation had become read-only.
  const [wasRefused, setWasRefused] = useState(false);
  const heading = useChatHeading();
  useLiveChat(chatId);
  const shown = chat.data ? heading(chat.data, viewerId) : null;
  usePageTitle(shown?.title ?? t('chat.title'));
  const isSupport = chat.data?.kind === 'support';
  // Spec 7: opening the support conversation once clears the welcome from the unread count (adminChatRead).
  useEffect(() => {
    if (isSupport) markAdminChatRead();
  }, [isSupport]);

  if (chat.isPending) return <Loader aria-label={t('chat.loading')} />;
  if (chat.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <Title order={1}>{t('chat.title')}</Title>
        <Alert color="red">{t('chat.loadFailed')}</Alert>
        <Anchor component={Link} to={paths.messenger.root.getHref()}>
          {t('chat.back')}
        </Anchor>
      </Stack>
    );
  }
  const conversation = chat.data;
  const isReadOnly = !conversation.can_repond || wasRefused;

  return (
    <Stack gap="md" maw={760}>
      <Anchor component={Link} to={paths.messenger.root.getHref()} size="sm">
        {t('chat.back')}
      </Anchor>
      <Stack gap={2}>
        <Title order={1}>{shown?.title}</Title>
        <Group gap="sm">
          {shown?.with && <Text>{shown.with}</Text>}
          {conversation.haul_id && (
            <Anchor component={Link} to={paths.job.root.getHref({ haulId: conversation.haul_id })} size="sm">
              {t('chat.seeLoad')}
            </Anchor>
          )}
        </Group>
      </Stack>
      <MessageThread chat={conversation} viewerId={viewerId} />
      {isReadOnly ? <ReadOnlyNotice /> : <Composer chatId={chatId} onReadOnly={() => setWasRefused(true)} />}
    </Stack>
  );
};

/** Spec 2, messenger/{chatId}: one conversation, live; messenger/support opens the support conversation. */
export const ChatPage = () => {
  const { t } = useTranslation('messenger');
  const { chatId = '' } = useParams();
  const { status } = useSession();
  if (status === 'pending') return <PageLoader />;
  if (status !== 'registered') return <Guest title={t('chat.title')} />;
  if (chatId === SUPPORT_CHAT_ADDRESS) return <SupportRedirect />;
  // A new conversation starts fresh: no refusal or half-written message carries over.
  return <Conversation key={chatId} chatId={chatId} />;
};
