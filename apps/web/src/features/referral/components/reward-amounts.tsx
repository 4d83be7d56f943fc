import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { useReferAmounts } from '../referral-api';

/** The offer in words: what each step of a friend earns (amounts are server configuration). */
export const RewardAmounts = () => {
  const { t } = useTranslation('referral');
  const format = useFormat();
  const { data } = useReferAmounts();
  if (!data) return <Text>{t('amounts.generic')}</Text>;
  const signup = data.signup.amountCents > 0 ? format.money(data.signup) : null;
  const firstLoad = data.first_load.amountCents > 0 ? format.money(data.first_load) : null;
  return (
    <>
      <Text>
        {signup && firstLoad && t('amounts.both', { signup, firstLoad })}
        {signup && !firstLoad && t('amounts.signupOnly', { signup })}
        {!signup && firstLoad && t('amounts.firstLoadOnly', { firstLoad })}
        {!signup && !firstLoad && t('amounts.none')}
      </Text>
      {(signup || firstLoad) && (
        <Text size="sm" c="dimmed">
          {t('amounts.howPaid')}
        </Text>
      )}
    </>
  );
};
