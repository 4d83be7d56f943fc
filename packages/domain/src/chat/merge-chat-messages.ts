import type { ChatMessage, ChatPicture } from '../api/chat.schema';
import { CHAT_MERGE_WINDOW_MS } from '../constants/limits';

/** One message as stored, before merging; `created` is an ISO timestamp. */
export type SingleChatMessage = {
  id: string;
  created: string;
  user: string;
  message_body: string;
  /** The unmasked text when masking changed it; only ever given for staff viewers. */
  original_body?: string | null;
  /** Masking changed this message's text. */
  masked?: boolean;
  pictures: ChatPicture[];
};

const joinBodies = (bodies: string[]): string => bodies.filter((body) => body !== '').join('\n');

const toMerged = (run: SingleChatMessage[]): ChatMessage => {
  const [first] = run;
  if (!first) throw new Error('a run holds at least one message');
  const hasOriginal = run.some((message) => message.original_body != null);
  const isMasked = run.some((message) => message.masked === true);
  return {
    ids: run.map((message) => message.id),
    created: first.created,
    user: first.user,
    message_body: joinBodies(run.map((message) => message.message_body)),
    ...(hasOriginal && {
      original_body: joinBodies(run.map((message) => message.original_body ?? message.message_body)),
    }),
    ...(isMasked && { masked: true }),
    pictures: run.flatMap((message) => message.pictures),
  };
};

/**
 * Spec 9: consecutive messages of one user are shown as one when each follows the previous within
 * `CHAT_MERGE_WINDOW_MS` (5 minutes), so a run can last longer than 5 minutes in all. Bodies are joined with a
 * newline (empty bodies of picture-only messages skipped), pictures concatenated in order; the merged message has
 * the first one's `created` and every id. `messages` must be oldest first.
 */
export const mergeChatMessages = (
  messages: readonly SingleChatMessage[],
  windowMs: number = CHAT_MERGE_WINDOW_MS,
): ChatMessage[] => {
  const merged: ChatMessage[] = [];
  let run: SingleChatMessage[] = [];
  for (const message of messages) {
    const previous = run.at(-1);
    const continues =
      previous !== undefined &&
      previous.user === message.user &&
      Date.parse(message.created) - Date.parse(previous.created) <= windowMs;
    if (!continues && run.length > 0) {
      merged.push(toMerged(run));
      run = [];
    }
    run.push(message);
  }
  if (run.length > 0) merged.push(toMerged(run));
  return merged;
};
