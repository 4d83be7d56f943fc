import { useTranslation } from 'react-i18next';
import { useSession } from '../session/session-provider';
import layout from '../ui/plain-layout.module.css';
import typography from '../ui/typography.module.css';
import { usePendingMoves } from './outbox';

/** What the driver did on this load that the server does not know yet, with when it was done. */
export const PendingMoves = ({ haulId }: { haulId: string }) => {
  const { t, i18n } = useTranslation('offline');
  const { user } = useSession();
  const moves = usePendingMoves(user?.id, haulId);
  if (moves.length === 0) return null;
  const timeOf = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' });
  return (
    <div className={layout.stackTight}>
      <p className={`${typography.sm} ${layout.semibold}`} id={`pending-${haulId}`}>
        {t('pending.title')}
      </p>
      <ul className={`${layout.list} ${layout.listSm}`} aria-labelledby={`pending-${haulId}`}>
        {moves.map((move) => (
          <li key={move.id}>
            {t('pending.item', { move: t(`pending.${move.kind}`), time: timeOf.format(move.savedAt) })}
          </li>
        ))}
      </ul>
    </div>
  );
};
