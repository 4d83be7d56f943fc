import type { DisputePicture } from '@freight/domain';
import { Button, CloseButton, FileButton, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createWarningThrottle, splitBySize } from '../pictures/picture-checks';
import { PrivateImage } from '../pictures/private-image';
import { uploadPictures } from '../pictures/upload-pictures';
import { useNotify } from '../ui/use-notify';

// One throttle for the page's life: the warning is about the person's attempts, not about one picker.
const shouldWarnTooLarge = createWarningThrottle();
const MAX_PHOTOS = 12;

/**
 * Photos for a problem report or its answer: uploaded at once (private: purpose `dispute`, readable only by the
 * load's parties and staff once sent), shown as thumbnails that can be taken out again before sending.
 */
export const DisputePhotosField = ({
  value,
  onChange,
}: {
  value: DisputePicture[];
  onChange: (pictures: DisputePicture[]) => void;
}) => {
  const { t } = useTranslation(['booking', 'post']);
  const notify = useNotify();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (picked: File[]) => {
    const { accepted, tooLarge } = splitBySize(picked.slice(0, MAX_PHOTOS - value.length));
    if (tooLarge.length > 0 && shouldWarnTooLarge(Date.now())) notify.error(t('post:pictures.tooLarge'));
    if (accepted.length === 0) return;
    setProgress(0);
    try {
      const uploaded = await uploadPictures({
        model: { purpose: 'dispute' },
        files: accepted,
        onProgress: setProgress,
      });
      onChange([...value, ...uploaded]);
    } catch {
      notify.error(t('post:pictures.failed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('dispute.photos')}
      </Text>
      {value.length > 0 && (
        <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
          {value.map((picture, index) => (
            <div key={picture.id} style={{ position: 'relative' }}>
              <PrivateImage src={picture.thumb} alt={t('dispute.photoAlt', { n: index + 1 })} height={96} />
              <CloseButton
                size="sm"
                pos="absolute"
                top={4}
                right={4}
                variant="filled"
                aria-label={t('dispute.removePhoto', { n: index + 1 })}
                onClick={() => onChange(value.filter((kept) => kept.id !== picture.id))}
              />
            </div>
          ))}
        </SimpleGrid>
      )}
      {progress !== null && (
        <Progress value={Math.round(progress * 100)} aria-label={t('dispute.uploading')} striped animated />
      )}
      <Group>
        <FileButton onChange={(files) => void upload(files)} accept="image/*" multiple>
          {(props) => (
            <Button variant="light" loading={progress !== null} disabled={value.length >= MAX_PHOTOS} {...props}>
              {t('dispute.addPhotos')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('dispute.photosHelp')}
        </Text>
      </Group>
    </Stack>
  );
};
