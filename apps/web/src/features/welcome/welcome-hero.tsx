import { useTranslation } from 'react-i18next';
import { paths } from '../../shared/navigation/paths';
import { PlainButtonLink } from '../../shared/ui/plain-button';
import typography from '../../shared/ui/typography.module.css';
import classes from './welcome.module.css';

/** The headline and the two ways in: shippers get a quote, drivers find loads. */
export const WelcomeHero = () => {
  const { t } = useTranslation('welcome');
  return (
    <section className={classes.hero} aria-labelledby="welcome-headline">
      <h1 id="welcome-headline" className={`${typography.title} ${classes.headline}`}>
        {t('headline')}
      </h1>
      <p className={`${typography.lg} ${classes.intro}`}>{t('intro')}</p>
      <div className={`${classes.group} ${classes.actions}`}>
        <PlainButtonLink to={paths.quote.root.getHref()} size="lg" variant="yellow">
          {t('getQuote')}
        </PlainButtonLink>
      </div>
      <div className={`${classes.group} ${classes.driverRow}`}>
        <p className={typography.text}>{t('driverPrompt')}</p>
        <PlainButtonLink to={paths.searchJobs.getHref()} variant="outline">
          {t('findLoads')}
        </PlainButtonLink>
      </div>
    </section>
  );
};
