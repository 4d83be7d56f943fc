import { type Chat, type ChatMessage, SUPPORT_WELCOME_USER } from '@freight/domain';
import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../shared/ui/user-avatar';
import { authorOf } from '../chat-display';
import classes from '../messenger.module.css';
import { useMessageTime } from '../use-message-time';
import { ChatPicture } from './chat-picture';

type MessageProps = {
  chat: Chat;
  message: ChatMessage;
  viewerId: string;
  /** Staff reading a conversation see what the sender typed beside what others were shown. */
  showsOriginal: boolean;
};

const Message = ({ chat, message, viewerId, showsOriginal }: MessageProps) => {
  const { t } = useTranslation('messenger');
  const messageTime = useMessageTime();
  const isOwn = message.user === viewerId;
  const person = isOwn ? undefined : authorOf(chat, message);
  const author = isOwn ? t('thread.you') : (person?.name ?? t('thread.supportTeam'));
  const original = showsOriginal && message.original_body ? message.original_body : null;
  // The support team's welcome is not stored: the server sends it in English, we say it in the reader's language.
  const body = message.user === SUPPORT_WELCOME_USER ? t('thread.welcome') : message.message_body;
  const bubble = (
    <div className={classes.bubble}>
      {body !== '' && <div className={classes.body}>{body}</div>}
      {message.pictures.length > 0 && (
        <div className={classes.pictures}>
          {message.pictures.map((picture, index) => (
            <ChatPicture
              key={picture.id}
              picture={picture}
              alt={t('picture.alt', { name: author, number: index + 1 })}
            />
          ))}
        </div>
      )}
    </div>
  );
  return (
    <li className={classes.message} data-own={isOwn || undefined}>
      {original === null ? (
        bubble
      ) : (
        <div className={classes.withOriginal}>
          {bubble}
          <div className={classes.original}>
            <Text size="xs" fw={700} component="span" display="block">
              {t('thread.original')}
            </Text>
            {original}
          </div>
        </div>
      )}
      <span className={classes.meta}>
        {person && (
          <UserAvatar name={person.name} picture={person.picture} alt="" size={20} className={classes.metaAvatar} />
        )}
        {author} · <time dateTime={message.created}>{messageTime(message.created)}</time>
        {message.masked && ` · ${t('thread.masked')}`}
      </span>
    </li>
  );
};

/**
 * The messages, oldest first, as the server merged them (one bubble for a sender's messages within 5 minutes).
 * A log region, so a screen reader announces what arrives; it scrolls to the newest message as messages come.
 */
export const MessageThread = ({
  chat,
  viewerId,
  showsOriginals = false,
}: {
  chat: Chat;
  viewerId: string;
  showsOriginals?: boolean;
}) => {
  const { t } = useTranslation('messenger');
  const lastId = chat.messages.at(-1)?.ids.at(-1);
  // The page, not the list, scrolls: the composer stays pinned below the newest message.
  useEffect(() => {
    if (lastId) window.scrollTo({ top: document.documentElement.scrollHeight });
  }, [lastId]);

  if (chat.messages.length === 0) return <Text>{t('thread.empty')}</Text>;
  return (
    <div role="log" aria-label={t('thread.label')}>
      <ol className={classes.thread}>
        {chat.messages.map((message) => (
          <Message
            key={message.ids[0] ?? `${message.user}-${message.created}`}
            chat={chat}
            message={message}
            viewerId={viewerId}
            showsOriginal={showsOriginals}
          />
        ))}
      </ol>
    </div>
  );
};
