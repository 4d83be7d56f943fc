import type { Picture } from '@freight/domain';
import { Button, FileButton, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { haulQueryKey } from '../../../shared/hauls/haul-api';
import { createWarningThrottle, splitBySize } from '../../../shared/pictures/picture-checks';
import { PrivateImage } from '../../../shared/pictures/private-image';
import { uploadPictures } from '../../../shared/pictures/upload-pictures';
import { useNotify } from '../../../shared/ui/use-notify';

// One throttle for the page's life: the warning is about the person's attempts, not about one picker.
const shouldWarnTooLarge = createWarningThrottle();

/** Spec 2 and 5: optional pictures of the load, 16 MB at most each, with the upload's progress. */
export const PictureUpload = ({ haulId, pictures }: { haulId: string; pictures: Picture[] }) => {
  const { t } = useTranslation('post');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (picked: File[]) => {
    const { accepted, tooLarge } = splitBySize(picked);
    if (tooLarge.length > 0 && shouldWarnTooLarge(Date.now())) notify.error(t('pictures.tooLarge'));
    if (accepted.length === 0) return;
    setProgress(0);
    try {
      await uploadPictures({ model: { purpose: 'haul', haul_id: haulId }, files: accepted, onProgress: setProgress });
      await queryClient.invalidateQueries({ queryKey: haulQueryKey(haulId) });
    } catch {
      notify.error(t('pictures.failed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">{t('pictures.intro')}</Text>
      {pictures.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
          {pictures.map((picture, index) => (
            <PrivateImage
              key={picture.id}
              src={picture.thumb}
              alt={t('pictures.alt', { number: index + 1 })}
              height={96}
            />
          ))}
        </SimpleGrid>
      )}
      {progress !== null && (
        <Progress value={Math.round(progress * 100)} aria-label={t('pictures.progress')} striped animated />
      )}
      <Group>
        <FileButton onChange={(files) => void upload(files)} accept="image/*" multiple>
          {(props) => (
            <Button variant="light" loading={progress !== null} {...props}>
              {t('pictures.add')}
            </Button>
          )}
        </FileButton>
      </Group>
    </Stack>
  );
};
