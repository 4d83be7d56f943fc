import { DRIVER_PAYOUT_DAYS } from '@freight/domain';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import typography from '../../shared/ui/typography.module.css';
import { HeldMoneyIcon, InstantIcon, ScreenedDriverIcon } from './point-icons';
import classes from './welcome.module.css';

type Point = { key: 'quote' | 'escrow' | 'drivers'; Icon: ComponentType };

const POINTS: Point[] = [
  { key: 'quote', Icon: InstantIcon },
  { key: 'escrow', Icon: HeldMoneyIcon },
  { key: 'drivers', Icon: ScreenedDriverIcon },
];

/** Why shippers can trust the platform, in three short points. */
export const WelcomePoints = () => {
  const { t } = useTranslation('welcome');
  return (
    <section className={classes.panel} aria-labelledby="welcome-how-it-works">
      <h2 id="welcome-how-it-works" className={`${typography.title} ${typography.h3}`}>
        {t('howItWorks')}
      </h2>
      <ul className={classes.points}>
        {POINTS.map(({ key, Icon }) => (
          <li key={key} className={classes.point}>
            <span className={classes.pointIcon}>
              <Icon />
            </span>
            <div>
              <h3 className={`${typography.title} ${typography.h5}`}>{t(`points.${key}.title`)}</h3>
              <p className={`${typography.text} ${classes.pointBody}`}>
                {t(`points.${key}.body`, { days: DRIVER_PAYOUT_DAYS })}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};
