import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../shared/ui/section-panel';
import { useSaveDriverSection } from '../use-save-driver-section';
import { SaveButton } from './save-button';
import type { SectionProps } from './section-props';

/** A whole number as typed, or NaN so the contract's integer rule refuses it; empty is no answer (null). */
const countOf = (text: string): number | null => {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};

const textOf = (form: FormData, name: string) => String(form.get(name) ?? '');

/** Spec 2, driving experience: years driving, accidents, companies driven for, qualifications. */
export const ExperienceSection = ({ driver, onSaved }: SectionProps) => {
  const { t } = useTranslation('driver');
  const { save, errors, formRef, isPending } = useSaveDriverSection(onSaved);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    save({
      exp_years: countOf(textOf(form, 'exp_years')),
      exp_accidents: countOf(textOf(form, 'exp_accidents')),
      exp_companies: textOf(form, 'exp_companies'),
      exp_qualifications: textOf(form, 'exp_qualifications'),
    });
  };

  return (
    <SectionPanel title={t('tabs.experience')} intro={t('experience.intro')}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              name="exp_years"
              label={t('experience.years')}
              inputMode="numeric"
              defaultValue={driver?.exp_years ?? ''}
              error={errors.exp_years}
              required
            />
            <TextInput
              name="exp_accidents"
              label={t('experience.accidents')}
              description={t('experience.accidentsHint')}
              inputMode="numeric"
              defaultValue={driver?.exp_accidents ?? ''}
              error={errors.exp_accidents}
              required
            />
          </SimpleGrid>
          <Textarea
            name="exp_companies"
            label={t('experience.companies')}
            description={t('experience.companiesHint')}
            defaultValue={driver?.exp_companies ?? ''}
            error={errors.exp_companies}
            autosize
            minRows={2}
            maxLength={1000}
          />
          <Textarea
            name="exp_qualifications"
            label={t('experience.qualifications')}
            description={t('experience.qualificationsHint')}
            defaultValue={driver?.exp_qualifications ?? ''}
            error={errors.exp_qualifications}
            autosize
            minRows={2}
            maxLength={1000}
          />
          <SaveButton isPending={isPending} />
        </Stack>
      </form>
    </SectionPanel>
  );
};
