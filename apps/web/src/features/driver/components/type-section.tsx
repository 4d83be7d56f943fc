import type { DriverType } from '@freight/domain';
import { Radio, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../shared/ui/section-panel';
import { useSaveDriverSection } from '../use-save-driver-section';
import { SaveButton } from './save-button';
import type { SectionProps } from './section-props';

const CHOICES = ['commercial', 'non_commercial'] as const satisfies readonly DriverType[];
type Choice = (typeof CHOICES)[number];

const isChoice = (value: string): value is Choice => (CHOICES as readonly string[]).includes(value);

/** Spec 2, type: a commercial carrier (a company) or a non-commercial driver (a person with a rig). */
export const TypeSection = ({ driver, onSaved }: SectionProps) => {
  const { t } = useTranslation('driver');
  const { save, errors, setErrors, formRef, isPending } = useSaveDriverSection(onSaved);
  const current = driver?.driver_type;
  const [choice, setChoice] = useState<string>(current && isChoice(current) ? current : '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isChoice(choice)) {
      setErrors({ driver_type: t('fieldErrors.driverType') });
      return;
    }
    save({ driver_type: choice });
  };

  return (
    <SectionPanel title={t('tabs.type')} intro={t('type.intro')}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group
            name="driver_type"
            label={t('type.label')}
            value={choice}
            onChange={setChoice}
            error={errors.driver_type}
            required
          >
            <Stack gap="sm" mt="xs">
              {CHOICES.map((value) => (
                <Radio key={value} value={value} label={t(`type.${value}`)} description={t(`type.${value}Hint`)} />
              ))}
            </Stack>
          </Radio.Group>
          <SaveButton isPending={isPending} />
        </Stack>
      </form>
    </SectionPanel>
  );
};
