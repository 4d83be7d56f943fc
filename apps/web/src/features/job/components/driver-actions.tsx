import { type Bid, type Haul, isPosted, isRemoved } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { MessageButton } from '../../../shared/chat/message-button';
import { DriverAccessNotice } from '../../../shared/drivers/driver-access-notice';
import { useFormat } from '../../../shared/format/use-format';
import { drivingStepOf } from '../../../shared/hauls/driving-step';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { paths } from '../../../shared/navigation/paths';
import { useSession } from '../../../shared/session/session-provider';
import { PlainAlert } from '../../../shared/ui/plain-alert';
import { PlainButton, PlainButtonLink } from '../../../shared/ui/plain-button';
import layout from '../../../shared/ui/plain-layout.module.css';
import typography from '../../../shared/ui/typography.module.css';
import { useNotify } from '../../../shared/ui/use-notify';
import { useWithdrawBid } from '../bids-api';
import { type DriverOptions, driverPayOf, type JobViewer } from '../driver-actions';
import { useDateTime } from '../use-date-time';
import { CounterAnswer } from './counter-answer';
import { AcceptDialog, BidDialog, NotInterestedDialog } from './job-dialogs';

/** What the load pays the driver, in their currency, with the CAD amount it is paid in when that differs. */
const DriverPay = ({ haul }: { haul: Haul }) => {
  const { t } = useTranslation('driving');
  const format = useFormat();
  const pay = driverPayOf(haul);
  if (!pay) return <p className={`${typography.text} ${layout.bold}`}>{t('pay.waitingForOffers')}</p>;
  const isConverted = pay.shown.currency !== pay.cad.currency;
  return (
    <div className={layout.stackNone}>
      <p className={`${typography.lg} ${layout.bold}`}>{t('pay.amount', { price: format.money(pay.shown) })}</p>
      {isConverted && <p className={typography.sm}>{t('pay.inCad', { price: format.money(pay.cad) })}</p>}
    </div>
  );
};

/** The driver's own bid, with Withdraw while it still counts. */
const MyBid = ({ haulId, bid, canWithdraw }: { haulId: string; bid: Bid; canWithdraw: boolean }) => {
  const { t } = useTranslation('driving');
  const { t: tErrors } = useTranslation('errors');
  const format = useFormat();
  const dateTime = useDateTime();
  const notify = useNotify();
  const withdraw = useWithdrawBid();
  if (bid.status === 'withdrawn') return null;
  return (
    <div className={`${layout.paper} ${layout.paperSm} ${layout.stackTight} ${layout.start}`}>
      <p className={`${typography.text} ${layout.semibold}`}>
        {t(bid.kind === 'offer' ? 'myBid.offer' : 'myBid.interest', {
          price: format.money(bid.amount),
          date: format.date(bid.deliver_at),
        })}
      </p>
      {bid.expires_at && (
        <p className={typography.sm}>
          {t(bid.expired ? 'myBid.expired' : 'myBid.expires', { date: dateTime(bid.expires_at) })}
        </p>
      )}
      {bid.status === 'declined' && <p className={typography.sm}>{t('myBid.declined')}</p>}
      {canWithdraw && (
        <PlainButton
          variant="default"
          size="xs"
          isLoading={withdraw.isPending}
          onClick={() =>
            // The withdrawn offer's card can go before `mutate`'s own callbacks would run.
            withdraw.mutateAsync({ haulId, bidId: bid.id }).then(
              () => notify.success(t('myBid.withdrawn')),
              (error) => notify.error(translateApiError(tErrors, error)),
            )
          }
        >
          {t('myBid.withdraw')}
        </PlainButton>
      )}
    </div>
  );
};

/** Fetches a dialog's code as a hand reaches for the button that opens it (pointer, touch, focus), not with the page. */
const preloadOnIntent = (dialog: { preload: () => Promise<unknown> }) => {
  const preload = () => void dialog.preload().catch(() => undefined);
  return { onPointerEnter: preload, onTouchStart: preload, onFocus: preload };
};

/**
 * The driver's side of the job page (spec 2 and 4): what the load pays, the holder's next step, the driver's own
 * bid, and Accept, Place offer (or Express interest as backup) and Not interested as the load's state allows.
 */
export const DriverActions = ({ haul, viewer, options }: { haul: Haul; viewer: JobViewer; options: DriverOptions }) => {
  const { t } = useTranslation(['driving', 'job', 'messenger']);
  const { user } = useSession();
  const haulId = haul.id;
  const standing = user?.driver ?? null;
  // Without a profile in the session the server decides, and its refusal is explained in the dialog.
  const mayTake = standing?.access.can_accept ?? true;
  const wantsToTake = options.canAccept || options.bidMode !== null;
  // The holder and drivers who bid may always write; others while the load is still on offer (the server decides).
  const mayMessage = viewer === 'holder' || haul.my_bid !== null || isPosted(haul.status);

  return (
    <div className={layout.stackSm}>
      <DriverPay haul={haul} />
      {viewer === 'holder' && !isRemoved(haul.status) && (
        <PlainAlert color="green" title={t('holder.title')}>
          {t(`steps.${drivingStepOf(haul, user?.id ?? '')}`)}
        </PlainAlert>
      )}
      {options.isTaken && <PlainAlert color="gray">{t('job:unavailable.taken')}</PlainAlert>}
      {haul.my_bid && <MyBid haulId={haulId} bid={haul.my_bid} canWithdraw={options.canWithdraw} />}
      {haul.my_bid && <CounterAnswer haul={haul} bid={haul.my_bid} />}
      {wantsToTake && !mayTake && <DriverAccessNotice standing={standing} />}
      <div className={layout.group}>
        {options.canAccept && mayTake && (
          <PlainButtonLink to={paths.job.accept.getHref({ haulId })} {...preloadOnIntent(AcceptDialog)}>
            {t('actions.accept')}
          </PlainButtonLink>
        )}
        {options.bidMode && mayTake && (
          <PlainButtonLink
            to={paths.job.bid.getHref({ haulId })}
            variant={options.canAccept ? 'light' : 'filled'}
            {...preloadOnIntent(BidDialog)}
          >
            {t(options.bidMode === 'offer' ? 'actions.placeOffer' : 'actions.expressInterest')}
          </PlainButtonLink>
        )}
        {options.canDecline && (
          <PlainButtonLink
            to={paths.job.notInterested.getHref({ haulId })}
            variant="default"
            {...preloadOnIntent(NotInterestedDialog)}
          >
            {t('actions.notInterested')}
          </PlainButtonLink>
        )}
        {mayMessage && <MessageButton chat={{ haul_id: haulId }}>{t('messenger:start.messageShipper')}</MessageButton>}
      </div>
    </div>
  );
};
