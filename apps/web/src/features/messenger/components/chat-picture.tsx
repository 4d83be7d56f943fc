import type { ChatPicture as ChatPictureData } from '@freight/domain';
import { Center, Loader, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrivatePictureUrl } from '../../../shared/pictures/private-picture';
import classes from '../messenger.module.css';

/** The large version, fetched only once someone opens it. */
const LargePicture = ({ picture, alt }: { picture: ChatPictureData; alt: string }) => {
  const { t } = useTranslation('messenger');
  const { url, isError } = usePrivatePictureUrl(picture.large);
  if (isError) return <Text>{t('picture.failed')}</Text>;
  if (!url) {
    return (
      <Center mih={200}>
        <Loader aria-label={t('picture.loading')} />
      </Center>
    );
  }
  return <img src={url} alt={alt} width={picture.width} height={picture.height} className={classes.large} />;
};

/** A picture in a message: its thumbnail, which opens the large version over the conversation. */
export const ChatPicture = ({ picture, alt }: { picture: ChatPictureData; alt: string }) => {
  const { t } = useTranslation('messenger');
  const [isOpen, setIsOpen] = useState(false);
  const thumb = usePrivatePictureUrl(picture.thumb);
  return (
    <>
      <button
        type="button"
        className={classes.thumbButton}
        onClick={() => setIsOpen(true)}
        aria-label={t('picture.open', { alt })}
      >
        {thumb.url && <img src={thumb.url} alt={alt} data-testid="chat-thumbnail" />}
      </button>
      <Modal
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        title={alt}
        size="xl"
        centered
        closeButtonProps={{ 'aria-label': t('picture.close') }}
      >
        {isOpen && <LargePicture picture={picture} alt={alt} />}
      </Modal>
    </>
  );
};
