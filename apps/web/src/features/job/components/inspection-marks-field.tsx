import { CloseButton, Group, Input, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DamageDiagram } from '../../../shared/inspection/damage-diagram';
import type { InspectionDraft } from '../inspection-draft';

type Mark = InspectionDraft['marks'][number];

/** Damage marks: a tap on the load's diagram places one, each with its note; earlier marks (pickup) show in grey. */
export const InspectionMarksField = ({
  marks,
  previous = [],
  onChange,
  isChecked,
}: {
  marks: Mark[];
  previous?: { x: number; y: number }[];
  onChange: (marks: Mark[]) => void;
  isChecked: boolean;
}) => {
  const { t } = useTranslation('booking');
  const change = (index: number, note: string) =>
    onChange(marks.map((mark, at) => (at === index ? { ...mark, note } : mark)));
  return (
    <Input.Wrapper
      label={t('inspection.marks')}
      description={previous.length > 0 ? t('inspection.marksHelpDelivery') : t('inspection.marksHelp')}
    >
      <Stack gap="xs" mt="xs">
        <DamageDiagram
          marks={marks}
          previous={previous}
          onPlace={(point) => onChange([...marks, { ...point, note: '' }])}
          label={t('inspection.diagramTap')}
        />
        {marks.map((mark, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: marks have no id; their number is their place in the list
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              flex={1}
              label={t('inspection.markNote', { number: index + 1 })}
              value={mark.note}
              onChange={(event) => change(index, event.currentTarget.value)}
              error={isChecked && mark.note.trim() === '' ? t('inspection.problem.markNote') : null}
              maxLength={500}
            />
            <CloseButton
              mt={26}
              aria-label={t('inspection.removeMark', { number: index + 1 })}
              onClick={() => onChange(marks.filter((_, at) => at !== index))}
            />
          </Group>
        ))}
      </Stack>
    </Input.Wrapper>
  );
};
