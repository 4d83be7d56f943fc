import type { User } from '@freight/domain';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { createWarningThrottle, splitBySize } from '../../../shared/pictures/picture-checks';
import { SectionPanel } from '../../../shared/ui/section-panel';
import { useNotify } from '../../../shared/ui/use-notify';
import { UserAvatar } from '../../../shared/ui/user-avatar';
import { useRemoveProfilePicture, useUploadProfilePicture } from '../profile-picture-api';
import { SquareCropDialog } from './square-crop-dialog';

// Spec 5: the too-large warning at most once per 5 s, across every attempt on the page.
const shouldWarnTooLarge = createWarningThrottle();

/**
 * Spec 2, profile: the picture. On a phone the file picker offers the camera or the gallery; the picture is cropped
 * to a square before it is sent.
 */
export const PictureSection = ({ user }: { user: User }) => {
  const { t } = useTranslation('profile');
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const upload = useUploadProfilePicture();
  const removal = useRemoveProfilePicture();
  const [chosen, setChosen] = useState<File | null>(null);

  const choose = (file: File | null) => {
    if (!file) return;
    const { accepted, tooLarge } = splitBySize([file]);
    if (tooLarge.length > 0 && shouldWarnTooLarge(Date.now())) notify.error(t('picture.tooLarge'));
    setChosen(accepted[0] ?? null);
  };

  const save = (cropped: File) =>
    upload.mutate(cropped, {
      onSuccess: () => {
        setChosen(null);
        notify.success(t('picture.saved'));
      },
      onError: () => notify.error(t('picture.failed')),
    });

  const remove = () =>
    removal.remove({
      onSuccess: () => notify.success(t('picture.removed')),
      onError: (error) => notify.error(translateApiError(tErrors, error)),
    });

  return (
    <SectionPanel title={t('picture.title')} intro={t('picture.intro')}>
      <Group gap="lg" align="center" wrap="nowrap">
        <UserAvatar name={user.name} picture={user.picture} isLarge size={96} alt={t('picture.alt')} />
        <Stack gap="xs">
          {user.picture === null && <Text size="sm">{t('picture.none')}</Text>}
          <FileButton onChange={choose} accept="image/*">
            {(props) => (
              <Button variant="light" {...props}>
                {user.picture ? t('picture.change') : t('picture.choose')}
              </Button>
            )}
          </FileButton>
          {user.picture && (
            <Button variant="outline" color="red.9" onClick={remove} loading={removal.isPending}>
              {t('picture.remove')}
            </Button>
          )}
        </Stack>
      </Group>
      <SquareCropDialog file={chosen} isSaving={upload.isPending} onCancel={() => setChosen(null)} onCropped={save} />
    </SectionPanel>
  );
};
