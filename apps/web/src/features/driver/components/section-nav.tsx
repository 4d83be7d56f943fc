import type { Driver } from '@freight/domain';
import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DriverTab, sectionStatus, visibleTabs } from '../driver-sections';
import classes from './section-nav.module.css';

type SectionNavProps = { driver: Driver | null; current: DriverTab; hrefOf: (tab: DriverTab) => string };

/** The sections as tabs, each marked done or still missing, in words as well as colour for screen readers. */
export const SectionNav = ({ driver, current, hrefOf }: SectionNavProps) => {
  const { t } = useTranslation('driver');
  return (
    <nav aria-label={t('nav.label')}>
      <ul className={classes.tabs}>
        {visibleTabs(driver).map((tab) => {
          const status = sectionStatus(tab, driver);
          return (
            <li key={tab}>
              <Link className={classes.tab} to={hrefOf(tab)} aria-current={tab === current ? 'page' : undefined}>
                {status !== 'info' && <span className={`${classes.mark} ${classes[status]}`} aria-hidden="true" />}
                {t(`tabs.${tab}`)}
                {status !== 'info' && <VisuallyHidden>{` (${t(`nav.${status}`)})`}</VisuallyHidden>}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
