import { useTranslation } from 'react-i18next';
import { OfficePhones } from '../../shared/ui/office-phones';
import typography from '../../shared/ui/typography.module.css';
import { usePageTakenOver } from '../../shared/ui/use-page-taken-over';
import { usePageTitle } from '../../shared/ui/use-page-title';
import classes from './welcome.module.css';
import { WelcomeHero } from './welcome-hero';
import { WelcomePoints } from './welcome-points';

/** The landing page (route "/"), shown over the picture background; plain elements, no Mantine (decision 024). */
export const WelcomePage = () => {
  const { t } = useTranslation(['welcome', 'common']);
  usePageTitle(t('pageTitle'));
  usePageTakenOver();

  return (
    <div className={classes.page}>
      <WelcomeHero />
      <WelcomePoints />
      <section className={classes.panel} aria-labelledby="welcome-office">
        <h2 id="welcome-office" className={`${typography.title} ${typography.h3}`}>
          {t('common:officePhones.heading')}
        </h2>
        <p className={`${typography.text} ${classes.phonesIntro}`}>{t('phonesIntro')}</p>
        <OfficePhones />
      </section>
    </div>
  );
};
