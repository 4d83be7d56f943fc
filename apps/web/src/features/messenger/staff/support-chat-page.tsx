import { useParams } from 'react-router';
import { StaffConversation } from './staff-conversation';

/** admin/support/{chatId}: a support conversation, answered, closed or reopened by staff. */
export const SupportChatPage = () => {
  const { chatId = '' } = useParams();
  return <StaffConversation key={chatId} chatId={chatId} mode="support" />;
};
