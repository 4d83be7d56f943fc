import { useParams } from 'react-router';
import { StaffConversation } from './staff-conversation';

/** admin/chats/{chatId}: any conversation, read with the unmasked originals. */
export const AuditChatPage = () => {
  const { chatId = '' } = useParams();
  return <StaffConversation key={chatId} chatId={chatId} mode="audit" />;
};
