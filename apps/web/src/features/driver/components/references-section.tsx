import { type DriverReference, REFERENCES_REQUESTED } from '@freight/domain';
import { Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../shared/ui/section-panel';
import { useSaveDriverSection } from '../use-save-driver-section';
import { SaveButton } from './save-button';
import type { SectionProps } from './section-props';

const FIELDS = [
  'name',
  'relation',
  'company',
  'telephone',
  'email',
] as const satisfies readonly (keyof DriverReference)[];

const isBlank = (reference: DriverReference) => FIELDS.every((field) => reference[field].trim() === '');

/** Reads the three blocks; blank ones are left out, so the list keeps the order the driver filled it in. */
const referencesOf = (form: FormData): DriverReference[] =>
  Array.from({ length: REFERENCES_REQUESTED }, (_, index) => {
    const value = (field: string) => String(form.get(`references.${index}.${field}`) ?? '').trim();
    return {
      name: value('name'),
      relation: value('relation'),
      company: value('company'),
      telephone: value('telephone'),
      email: value('email'),
    };
  }).filter((reference) => !isBlank(reference));

/** Spec 2 and 3, references: three people who know the driver's work. */
export const ReferencesSection = ({ driver, onSaved }: SectionProps) => {
  const { t } = useTranslation('driver');
  const { save, errors, isPending } = useSaveDriverSection(onSaved);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save({ references: referencesOf(new FormData(event.currentTarget)) });
  };

  return (
    <SectionPanel title={t('tabs.references')} intro={t('references.intro', { count: REFERENCES_REQUESTED })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {Array.from({ length: REFERENCES_REQUESTED }, (_, index) => {
            const saved = driver?.references[index];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the three blocks are fixed slots, not a list that moves
              <Fieldset key={index} legend={t('references.legend', { number: index + 1 })}>
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  {FIELDS.map((field) => (
                    <TextInput
                      key={field}
                      name={`references.${index}.${field}`}
                      label={t(`references.${field}`)}
                      aria-label={t('references.fieldOf', { field: t(`references.${field}`), number: index + 1 })}
                      type={field === 'email' ? 'email' : field === 'telephone' ? 'tel' : 'text'}
                      autoComplete="off"
                      defaultValue={saved?.[field] ?? ''}
                      error={errors[`references.${index}.${field}`]}
                    />
                  ))}
                </SimpleGrid>
              </Fieldset>
            );
          })}
          <SaveButton isPending={isPending} />
        </Stack>
      </form>
    </SectionPanel>
  );
};
