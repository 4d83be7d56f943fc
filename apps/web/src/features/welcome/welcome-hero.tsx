import { Button, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/navigation/paths';
import classes from './welcome.module.css';

/** The headline and the two ways in: shippers get a quote, drivers find loads. */
export const WelcomeHero = () => {
  const { t } = useTranslation('welcome');
  return (
    <section className={classes.hero} aria-labelledby="welcome-headline">
      <Title order={1} id="welcome-headline" className={classes.headline}>
        {t('headline')}
      </Title>
      <Text size="lg" className={classes.intro}>
        {t('intro')}
      </Text>
      <Group gap="md" mt="lg">
        <Button component={Link} to={paths.quote.root.getHref()} size="lg" color="yellow">
          {t('getQuote')}
        </Button>
      </Group>
      <Group gap="sm" mt="lg" className={classes.driverRow}>
        <Text>{t('driverPrompt')}</Text>
        <Button component={Link} to={paths.searchJobs.getHref()} variant="outline">
          {t('findLoads')}
        </Button>
      </Group>
    </section>
  );
};
