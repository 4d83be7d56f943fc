import type { Chat } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { chatSubjectOf, otherPeopleOf } from './chat-display';

/** What a conversation is about and with whom, in the reader's language. */
export const useChatHeading = () => {
  const { t } = useTranslation('messenger');
  return (chat: Chat, viewerId: string) => {
    const subject = chatSubjectOf(chat);
    const title = subject.kind === 'support' ? t('support.title') : subject.name;
    const others = otherPeopleOf(chat, viewerId).map((person) => person.name);
    if (chat.kind === 'support') return { title, with: t('list.supportTeam') };
    if (chat.kind === 'mass') return { title, with: t('list.announcement') };
    return { title, with: others.length > 0 ? t('list.with', { names: others.join(', ') }) : '' };
  };
};
