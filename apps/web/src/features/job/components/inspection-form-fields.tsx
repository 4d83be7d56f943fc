import { SECUREMENT_CHECKS } from '@freight/domain';
import { Checkbox, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SignaturePadField } from '../../../shared/inspection/signature-pad-field';
import type { DraftProblem, InspectionDraft } from '../inspection-draft';
import { InspectionMarksField } from './inspection-marks-field';
import { InspectionPhotosField } from './inspection-photos-field';

/**
 * The inspection's fields, in the order the driver walks around the load: photos, damage, readings, (pickup) the
 * securement checklist, then the signatures: the shipper's or receiver's name and signature, and at pickup the
 * driver's. Problems show once the driver has tried to send.
 */
export const InspectionFormFields = ({
  kind,
  draft,
  onChange,
  problems,
  previousMarks,
}: {
  kind: 'pickup' | 'delivery';
  draft: InspectionDraft;
  onChange: (draft: InspectionDraft) => void;
  /** Empty until the driver first tries to send. */
  problems: DraftProblem[] | null;
  previousMarks?: { x: number; y: number }[];
}) => {
  const { t } = useTranslation('booking');
  const set = <Key extends keyof InspectionDraft>(key: Key, value: InspectionDraft[Key]) =>
    onChange({ ...draft, [key]: value });
  const problem = (key: DraftProblem) => (problems?.includes(key) ? t(`inspection.problem.${key}`) : null);
  const number = (value: string | number) => (typeof value === 'number' ? value : null);
  return (
    <Stack gap="md">
      <InspectionPhotosField
        photos={draft.photos}
        onChange={(photos) => set('photos', photos)}
        error={problem('photos')}
      />
      <InspectionMarksField
        marks={draft.marks}
        previous={previousMarks}
        onChange={(marks) => set('marks', marks)}
        isChecked={problems !== null}
      />
      <Group grow gap="sm">
        <NumberInput
          label={t('inspection.odometer')}
          value={draft.odometerKm ?? ''}
          onChange={(value) => set('odometerKm', number(value))}
          min={0}
          max={10_000_000}
          allowNegative={false}
          thousandSeparator=" "
        />
        <NumberInput
          label={t('inspection.hours')}
          value={draft.engineHours ?? ''}
          onChange={(value) => set('engineHours', number(value))}
          min={0}
          max={1_000_000}
          decimalScale={1}
          allowNegative={false}
        />
      </Group>
      {kind === 'pickup' && (
        <Checkbox.Group
          label={t('inspection.checklist')}
          value={draft.checklist}
          onChange={(value) => set('checklist', value as InspectionDraft['checklist'])}
        >
          <Stack gap={6} mt="xs">
            {SECUREMENT_CHECKS.map((check) => (
              <Checkbox key={check} value={check} label={t(`inspection.check.${check}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <TextInput
        label={t(`inspection.${kind}.counterpartName`)}
        value={draft.counterpartName}
        onChange={(event) => set('counterpartName', event.currentTarget.value)}
        error={problem('counterpartName')}
        maxLength={120}
        autoComplete="off"
      />
      <SignaturePadField
        label={t(`inspection.${kind}.counterpartSignature`)}
        onChange={(signature) => set('counterpartSignature', signature)}
        error={problem('counterpartSignature')}
      />
      {kind === 'pickup' && (
        <SignaturePadField
          label={t('inspection.pickup.driverSignature')}
          onChange={(signature) => set('driverSignature', signature)}
          error={problem('driverSignature')}
        />
      )}
    </Stack>
  );
};
