import { type Chat, type ChatMessage, type PublicUser, SUPPORT_WELCOME_USER } from '@freight/domain';

/** The people of a conversation other than the reader. */
export const otherPeopleOf = (chat: Pick<Chat, 'users'>, viewerId: string): PublicUser[] =>
  chat.users.filter((person) => person.id !== viewerId);

/** What a conversation is about, before translation: the load, the support team, or the announcement's title. */
export const chatSubjectOf = (
  chat: Pick<Chat, 'kind' | 'title' | 'haul_make_model'>,
): { kind: 'support' } | { kind: 'named'; name: string } => {
  if (chat.kind === 'support') return { kind: 'support' };
  if (chat.kind === 'haul') return { kind: 'named', name: chat.haul_make_model ?? chat.title };
  return { kind: 'named', name: chat.title };
};

export type MessagePreview =
  | { kind: 'none' }
  | { kind: 'welcome' }
  | { kind: 'text'; text: string; isOwn: boolean }
  | { kind: 'pictures'; count: number; isOwn: boolean };

const PREVIEW_LENGTH = 90;

/** The last message in one line for the conversation list: its text cut short, or how many pictures it holds. */
export const previewOf = (chat: Pick<Chat, 'messages'>, viewerId: string): MessagePreview => {
  const last = chat.messages.at(-1);
  if (!last) return { kind: 'none' };
  if (last.user === SUPPORT_WELCOME_USER) return { kind: 'welcome' };
  const isOwn = last.user === viewerId;
  const text = last.message_body.replace(/\s+/g, ' ').trim();
  if (text === '') return { kind: 'pictures', count: last.pictures.length, isOwn };
  return { kind: 'text', text: text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text, isOwn };
};

/**
 * Who wrote a message: a member of the conversation, or (a support or mass conversation answered by any staff
 * member, who need not be a member) the support team.
 */
export const authorOf = (chat: Pick<Chat, 'users'>, message: Pick<ChatMessage, 'user'>): PublicUser | undefined =>
  chat.users.find((person) => person.id === message.user);

/** The support conversation, wherever the server put it in the list. */
export const supportChatOf = <T extends Pick<Chat, 'kind' | 'can_repond'>>(chats: readonly T[]): T | undefined =>
  chats.find((chat) => chat.kind === 'support' && chat.can_repond) ?? chats.find((chat) => chat.kind === 'support');
