import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../api/public-config-api';
import classes from './office-phones.module.css';

// Dialers want digits (and a leading +), not the spaces and dashes people read.
const toTelHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** The office phone numbers from the server's public configuration, as tap-to-call links. */
export const OfficePhones = () => {
  const { t } = useTranslation();
  const { data, isPending, isError } = usePublicConfig();
  if (isPending) return <Text size="sm">{t('loading')}…</Text>;
  if (isError) return <Text size="sm">{t('officePhones.unavailable')}</Text>;
  return (
    <ul className={classes.list}>
      {data.officePhones.map((phone) => (
        <li key={`${phone.label}-${phone.number}`}>
          <Anchor href={toTelHref(phone.number)} className={classes.phone}>
            <span className={classes.label}>{phone.label}</span>
            <span className={classes.number}>{phone.number}</span>
          </Anchor>
        </li>
      ))}
    </ul>
  );
};
