import type { OfficePhone } from '@freight/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../api/public-config-api';
import classes from './office-phones.module.css';
import typography from './typography.module.css';
import { useIsTakingOver } from './use-is-taking-over';

// Dialers want digits (and a leading +), not the spaces and dashes people read.
const toTelHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

/** A number's name in the reader's language; the operator's own wording is shown as written. */
const phoneName = (t: TFunction, phone: OfficePhone) => {
  if (phone.kind === 'toll_free') return t('officePhones.tollFree');
  if (phone.kind === 'office' && phone.place) return t('officePhones.office', { place: phone.place });
  return phone.label;
};

/** The office phone numbers from the server's public configuration, as tap-to-call links. */
export const OfficePhones = () => {
  const { t } = useTranslation();
  const { data, isPending, isError } = usePublicConfig();
  // The prerendered welcome page shows the loading line: the numbers are the deployment's, not the build's.
  const isTakingOver = useIsTakingOver();
  if (isPending || isTakingOver) return <p className={typography.sm}>{t('loading')}…</p>;
  if (isError) return <p className={typography.sm}>{t('officePhones.unavailable')}</p>;
  return (
    <ul className={classes.list}>
      {data.officePhones.map((phone) => (
        <li key={`${phone.label}-${phone.number}`}>
          <a href={toTelHref(phone.number)} className={classes.phone}>
            <span className={classes.label}>{phoneName(t, phone)}</span>
            <span className={classes.number}>{phone.number}</span>
          </a>
        </li>
      ))}
    </ul>
  );
};
