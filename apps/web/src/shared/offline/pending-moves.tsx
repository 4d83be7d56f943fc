import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-provider';
import { usePendingMoves } from './outbox';

/** What the driver did on this load that the server does not know yet, with when it was done. */
export const PendingMoves = ({ haulId }: { haulId: string }) => {
  const { t, i18n } = useTranslation('offline');
  const { user } = useSession();
  const moves = usePendingMoves(user?.id, haulId);
  if (moves.length === 0) return null;
  const timeOf = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' });
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={`pending-${haulId}`}>
        {t('pending.title')}
      </Text>
      <List size="sm" aria-labelledby={`pending-${haulId}`}>
        {moves.map((move) => (
          <List.Item key={move.id}>
            {t('pending.item', { move: t(`pending.${move.kind}`), time: timeOf.format(move.savedAt) })}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
};
