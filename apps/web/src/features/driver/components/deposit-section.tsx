import { type BankCountry, type BankDetails, checkBankDetails } from '@freight/domain';
import { Alert, Group, Radio, Stack, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/api/api-request-error';
import type { FieldErrors } from '../../../shared/forms/field-errors';
import { useFieldErrors } from '../../../shared/forms/use-field-errors';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { SectionPanel } from '../../../shared/ui/section-panel';
import { useNotify } from '../../../shared/ui/use-notify';
import { useSaveBank } from '../driver-api';
import { SaveButton } from './save-button';
import type { SectionProps } from './section-props';

const BANK_FIELDS = ['bank_institution', 'bank_transit', 'bank_account'] as const;

/** Our wording of the format rules of packages/domain/drivers/bank-details, per country. */
type BankField = (typeof BANK_FIELDS)[number];
const isBankField = (field: string): field is BankField => (BANK_FIELDS as readonly string[]).includes(field);

const messagesFor = (t: TFunction<'driver'>, country: BankCountry, fields: string[]): FieldErrors =>
  Object.fromEntries(fields.filter(isBankField).map((field) => [field, t(`deposit.errors.${country}.${field}`)]));

/**
 * Spec 2 and 3, deposit info: where payouts go. Checked against the Canadian or US format before it leaves the
 * browser; once saved, the account number is never shown again except its last four digits.
 */
export const DepositSection = ({ driver, onSaved }: SectionProps) => {
  const { t } = useTranslation('driver');
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const saveBank = useSaveBank();
  const bank = driver?.bank ?? null;
  const [country, setCountry] = useState<BankCountry>(bank?.country ?? 'CAN');
  const { errors, setErrors, formRef } = useFieldErrors();
  const isCanadian = country === 'CAN';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const details: BankDetails = {
      bank_institution: isCanadian ? String(form.get('bank_institution') ?? '') : '',
      bank_transit: String(form.get('bank_transit') ?? ''),
      bank_account: String(form.get('bank_account') ?? ''),
    };
    const checked = checkBankDetails(details, country);
    if (!checked.ok) {
      setErrors(messagesFor(t, country, Object.keys(checked.fields)));
      return;
    }
    setErrors({});
    saveBank.mutate(
      { input: { country, ...checked.details } },
      {
        onSuccess: (saved) => {
          notify.success(t('deposit.saved'));
          if (saved) onSaved(saved);
        },
        onError: (error) => {
          const named = error instanceof ApiRequestError ? Object.keys(error.fieldCodes ?? {}) : [];
          setErrors(messagesFor(t, country, named));
          notify.error(translateApiError(tErrors, error));
        },
      },
    );
  };

  return (
    <SectionPanel title={t('tabs.deposit')} intro={t('deposit.intro')}>
      {bank?.complete && (
        <Alert color="green" title={t('deposit.onFile')}>
          {t(bank.country === 'CAN' ? 'deposit.onFileCan' : 'deposit.onFileUsa', {
            account: bank.bank_account,
            institution: bank.bank_institution,
            transit: bank.bank_transit,
          })}
        </Alert>
      )}
      <form ref={formRef} onSubmit={submit} noValidate autoComplete="off">
        <Stack gap="md">
          <Radio.Group
            name="country"
            label={t('deposit.country')}
            value={country}
            onChange={(value) => {
              setCountry(value === 'USA' ? 'USA' : 'CAN');
              setErrors({});
            }}
          >
            <Group gap="lg" mt="xs">
              <Radio value="CAN" label={t('deposit.canada')} />
              <Radio value="USA" label={t('deposit.usa')} />
            </Group>
          </Radio.Group>
          {bank?.complete && <Alert color="gray">{t('deposit.replaceHint')}</Alert>}
          {isCanadian && (
            <TextInput
              name="bank_institution"
              label={t('deposit.institution')}
              description={t('deposit.institutionHint')}
              inputMode="numeric"
              error={errors.bank_institution}
              maxLength={20}
              required
            />
          )}
          <TextInput
            name="bank_transit"
            label={t(isCanadian ? 'deposit.transit' : 'deposit.routing')}
            description={t(isCanadian ? 'deposit.transitHint' : 'deposit.routingHint')}
            inputMode="numeric"
            error={errors.bank_transit}
            maxLength={20}
            required
          />
          <TextInput
            name="bank_account"
            label={t('deposit.account')}
            description={t(isCanadian ? 'deposit.accountHintCan' : 'deposit.accountHintUsa')}
            inputMode="numeric"
            error={errors.bank_account}
            maxLength={30}
            required
          />
          <SaveButton isPending={saveBank.isPending} />
        </Stack>
      </form>
    </SectionPanel>
  );
};
