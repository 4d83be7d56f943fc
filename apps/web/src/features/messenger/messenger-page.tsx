import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chatsQueryOptions } from '../../shared/chat/chat-api';
import { MessageButton } from '../../shared/chat/message-button';
import { useSession } from '../../shared/session/session-provider';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { supportChatOf } from './chat-display';
import { ConversationRow } from './components/conversation-row';
import { LogInToChat } from './components/log-in-to-chat';
import classes from './messenger.module.css';

/** Spec 2, messenger: the user's conversations, newest first; the support conversation is always among them. */
export const MessengerPage = () => {
  const { t } = useTranslation('messenger');
  const { status, user } = useSession();
  const viewerId = user?.id ?? '';
  const isRegistered = status === 'registered';
  const chats = useQuery(chatsQueryOptions(isRegistered ? user?.id : undefined));
  usePageTitle(t('title'));

  const results = chats.data?.results ?? [];
  const hasOnlySupport = results.every((chat) => chat.kind === 'support');

  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t('title')}</Title>
      {(status === 'visitor' || status === 'temporary') && <LogInToChat />}
      {isRegistered && chats.isPending && <Loader aria-label={t('list.loading')} />}
      {chats.isError && <Alert color="red">{t('list.loadFailed')}</Alert>}
      {chats.isSuccess && (
        <>
          <ul className={classes.list} aria-label={t('list.label')}>
            {results.map((chat) => (
              <ConversationRow key={chat.id} chat={chat} viewerId={viewerId} />
            ))}
          </ul>
          {/* The server makes the support conversation on first listing; should it be missing, one click opens it. */}
          {!supportChatOf(results) && (
            <div>
              <MessageButton chat={{ admin: true }}>{t('support.contact')}</MessageButton>
            </div>
          )}
          {hasOnlySupport && <Text>{t('list.empty')}</Text>}
        </>
      )}
    </Stack>
  );
};
