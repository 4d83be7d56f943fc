import type { HaulSearchResult } from '@freight/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../shared/format/use-format';
import { paths } from '../../../shared/navigation/paths';
import { PlainBadge } from '../../../shared/ui/plain-badge';
import typography from '../../../shared/ui/typography.module.css';
import type { HaulPay } from '../use-haul-pay';
import classes from './haul-result-card.module.css';

const placeName = (place: HaulSearchResult['origin']) =>
  place.region && !place.name.includes(place.region) ? `${place.name}, ${place.region}` : place.name;

/** One load found: what, from where to where, how far, what it pays (and per km or mi), when, and its interest. */
type LoadCardProps = {
  load: HaulSearchResult;
  pay: HaulPay;
  /** A list item by default; inside an item of its own (an alert) a plain block. */
  isListItem?: boolean;
};

/**
 * Plain elements, not Mantine's Paper, Stack, Group, Text and Badge (issue 22): the page of twenty cards was over 500
 * components, the largest part of the search's long render on a slowed phone; now about three per card. Memoised, so
 * a card whose load and pay are unchanged is not drawn again when the list is.
 */
const LoadCard = ({ load, pay, isListItem = true }: LoadCardProps) => {
  const { t } = useTranslation('search');
  const format = useFormat();
  const Item = isListItem ? 'li' : 'div';

  return (
    <Item className={classes.card}>
      <div className={classes.head}>
        <Link className={`${typography.text} ${classes.title}`} to={paths.job.root.getHref({ haulId: load.id })}>
          {load.make_model}
        </Link>
        {load.boost > 0 && <PlainBadge look="yellow">{t('card.boosted')}</PlainBadge>}
      </div>
      <p className={typography.sm}>
        {t('card.route', {
          from: placeName(load.origin),
          to: placeName(load.destination),
          distance: format.distance(load.distance_m / 1000),
        })}
      </p>
      <div className={classes.spread}>
        <p className={`${typography.text} ${classes.pay}`}>
          {pay.total ?? t('card.openToOffers')}
          {pay.total && pay.perDistance && (
            <span className={classes.perDistance}>
              {' · '}
              {pay.perDistance}
            </span>
          )}
        </p>
        <p className={typography.sm}>
          {load.ready_datetime ? t('card.pickup', { date: format.date(load.ready_datetime) }) : t('card.pickupAnyTime')}
        </p>
      </div>
      <div className={classes.facts}>
        <p className={typography.sm}>{t('card.bids', { count: load.bid_count })}</p>
        {load.deadhead_km !== null && (
          <p className={typography.sm}>{t('card.deadhead', { distance: format.distance(load.deadhead_km) })}</p>
        )}
      </div>
    </Item>
  );
};

/** The pay is worked out afresh for each render of the list: equal amounts are the same card. */
const isSameCard = (before: LoadCardProps, after: LoadCardProps) =>
  before.load === after.load &&
  before.isListItem === after.isListItem &&
  before.pay.total === after.pay.total &&
  before.pay.perDistance === after.pay.perDistance;

export const HaulResultCard = memo(LoadCard, isSameCard);
