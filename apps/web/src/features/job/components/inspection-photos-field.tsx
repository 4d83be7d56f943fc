import type { InspectionPhotoView } from '@freight/domain';
import { Button, CloseButton, Group, Image, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoDraft } from '../../../shared/inspection/inspection-photos';
import { GUIDED_VIEWS } from '../inspection-draft';

/** A photo taken but not sent yet, shown from the device's memory. */
const DraftThumb = ({ photo, onRemove }: { photo: PhotoDraft; onRemove: () => void }) => {
  const { t } = useTranslation('booking');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const made = URL.createObjectURL(photo.file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [photo.file]);
  const name = t(`inspection.view.${photo.view}`);
  return (
    <Stack gap={2} pos="relative">
      {url && <Image src={url} alt={name} h={72} fit="cover" radius="sm" />}
      <Group justify="space-between" gap={2} wrap="nowrap">
        <Text size="xs">{name}</Text>
        <CloseButton size="sm" aria-label={t('inspection.removePhoto', { view: name })} onClick={onRemove} />
      </Group>
    </Stack>
  );
};

/** One camera button: the phone's camera opens straight away (`capture=environment`), a file picker elsewhere. */
const CaptureButton = ({
  view,
  isTaken,
  onTake,
}: {
  view: InspectionPhotoView;
  isTaken: boolean;
  onTake: (file: File) => void;
}) => {
  const { t } = useTranslation('booking');
  const input = useRef<HTMLInputElement | null>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        data-testid={`photo-${view}`}
        onChange={(event) => {
          const [file] = Array.from(event.currentTarget.files ?? []);
          if (file) onTake(file);
          event.currentTarget.value = '';
        }}
      />
      <Button variant={isTaken ? 'light' : 'default'} size="xs" onClick={() => input.current?.click()}>
        {isTaken ? t('inspection.retake', { view: t(`inspection.view.${view}`) }) : t(`inspection.take.${view}`)}
      </Button>
    </>
  );
};

/**
 * The guided condition photos: front, back, left and right one by one (a new one replaces the old), then as many
 * close-ups as the damage needs.
 */
export const InspectionPhotosField = ({
  photos,
  onChange,
  error,
}: {
  photos: PhotoDraft[];
  onChange: (photos: PhotoDraft[]) => void;
  error?: string | null;
}) => {
  const { t } = useTranslation('booking');
  const take = (view: InspectionPhotoView) => (file: File) =>
    onChange(
      view === 'closeup' ? [...photos, { file, view }] : [...photos.filter((p) => p.view !== view), { file, view }],
    );
  return (
    <Input.Wrapper label={t('inspection.photos')} description={t('inspection.photosHelp')} error={error}>
      <Group gap="xs" mt="xs">
        {GUIDED_VIEWS.map((view) => (
          <CaptureButton key={view} view={view} isTaken={photos.some((p) => p.view === view)} onTake={take(view)} />
        ))}
        <CaptureButton view="closeup" isTaken={false} onTake={take('closeup')} />
      </Group>
      {photos.length > 0 && (
        <SimpleGrid cols={4} spacing="xs" mt="xs">
          {photos.map((photo) => (
            <DraftThumb
              key={`${photo.view}-${photo.file.name}-${photo.file.lastModified}-${photo.file.size}`}
              photo={photo}
              onRemove={() => onChange(photos.filter((other) => other !== photo))}
            />
          ))}
        </SimpleGrid>
      )}
    </Input.Wrapper>
  );
};
