import { Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../shared/ui/section-panel';
import { useSaveDriverSection } from '../use-save-driver-section';
import { SaveButton } from './save-button';
import type { SectionProps } from './section-props';

/** Spec 2, commercial info: the company the commercial driver hauls for. */
export const CommercialSection = ({ driver, onSaved }: SectionProps) => {
  const { t } = useTranslation('driver');
  const { save, errors, setErrors, formRef, isPending } = useSaveDriverSection(onSaved);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const companyName = String(new FormData(event.currentTarget).get('company_name') ?? '').trim();
    if (!companyName) {
      setErrors({ company_name: t('fieldErrors.companyName') });
      return;
    }
    save({ company_name: companyName });
  };

  return (
    <SectionPanel title={t('tabs.commercial')} intro={t('commercial.intro')}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            name="company_name"
            label={t('commercial.companyName')}
            autoComplete="organization"
            defaultValue={driver?.company_name ?? ''}
            error={errors.company_name}
            maxLength={160}
            required
          />
          <SaveButton isPending={isPending} />
        </Stack>
      </form>
    </SectionPanel>
  );
};
