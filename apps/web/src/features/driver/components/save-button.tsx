import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The one action at the foot of each section form. */
export const SaveButton = ({ isPending }: { isPending: boolean }) => {
  const { t } = useTranslation('driver');
  return (
    <Group>
      <Button type="submit" loading={isPending}>
        {t('saveAndContinue')}
      </Button>
    </Group>
  );
};
