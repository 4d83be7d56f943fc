import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OfficePhones } from '../../shared/ui/office-phones';
import { usePageTitle } from '../../shared/ui/use-page-title';
import classes from './welcome.module.css';
import { WelcomeHero } from './welcome-hero';
import { WelcomePoints } from './welcome-points';

/** The landing page (route "/"), shown over the picture background. */
export const WelcomePage = () => {
  const { t } = useTranslation(['welcome', 'common']);
  usePageTitle(t('pageTitle'));

  return (
    <div className={classes.page}>
      <WelcomeHero />
      <WelcomePoints />
      <section className={classes.panel} aria-labelledby="welcome-office">
        <Title order={2} id="welcome-office" size="h3">
          {t('common:officePhones.heading')}
        </Title>
        <Text mt="xs" mb="sm">
          {t('phonesIntro')}
        </Text>
        <OfficePhones />
      </section>
    </div>
  );
};
