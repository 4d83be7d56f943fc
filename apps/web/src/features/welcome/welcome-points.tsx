import { DRIVER_PAYOUT_DAYS } from '@freight/domain';
import { Text, ThemeIcon, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
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
      <Title order={2} id="welcome-how-it-works" size="h3">
        {t('howItWorks')}
      </Title>
      <ul className={classes.points}>
        {POINTS.map(({ key, Icon }) => (
          <li key={key} className={classes.point}>
            <ThemeIcon size={48} radius="xl" variant="filled">
              <Icon />
            </ThemeIcon>
            <div>
              <Title order={3} size="h5">
                {t(`points.${key}.title`)}
              </Title>
              <Text mt={4}>{t(`points.${key}.body`, { days: DRIVER_PAYOUT_DAYS })}</Text>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
};
