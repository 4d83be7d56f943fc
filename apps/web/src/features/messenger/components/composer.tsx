import { CHAT_MESSAGE_MAX_LENGTH } from '@freight/domain';
import { ActionIcon, Button, CloseButton, FileButton, Group, Stack, Textarea } from '@mantine/core';
import { type FormEvent, type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/api/api-request-error';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { createWarningThrottle, splitBySize } from '../../../shared/pictures/picture-checks';
import { LineIcon } from '../../../shared/ui/line-icon';
import { useNotify } from '../../../shared/ui/use-notify';
import { PICTURE_UPLOAD_FAILED, type SendMessageOptions, useSendMessage } from '../chat-messages-api';
import classes from '../messenger.module.css';
import { ChatRulesNotice } from './chat-notices';

/** Spec 5 and 9: one "too large" warning per 5 s, however many pictures the person picks. */
const shouldWarnTooLarge = createWarningThrottle();

const PICTURES_PER_MESSAGE = 6;

const PictureIcon = () => (
  <LineIcon size={22}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="m21 16-5-5-9 8" />
  </LineIcon>
);

/** A picked picture waiting to be sent, shown small with a way to take it back. */
const PendingPicture = ({ file, onRemove }: { file: File; onRemove: () => void }) => {
  const { t } = useTranslation('messenger');
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return (
    <div className={classes.pending}>
      {url && <img src={url} alt={file.name} />}
      <CloseButton
        size="sm"
        radius="xl"
        variant="filled"
        className={classes.removePending}
        onClick={onRemove}
        aria-label={t('composer.removePicture', { name: file.name })}
      />
    </div>
  );
};

type ComposerProps = SendMessageOptions & {
  /** The server refused the message because the conversation became read-only (423). */
  onReadOnly: () => void;
};

/** Text and pictures for one message; Enter sends, Shift+Enter starts a new line. */
export const Composer = ({ onReadOnly, ...sendOptions }: ComposerProps) => {
  const { t } = useTranslation('messenger');
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const send = useSendMessage(sendOptions);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const canSend = (text.trim() !== '' || files.length > 0) && !send.isPending;

  const pick = (picked: File[]) => {
    const { accepted, tooLarge } = splitBySize(picked);
    if (tooLarge.length > 0 && shouldWarnTooLarge(Date.now())) notify.error(t('composer.tooLarge'));
    const next = [...files, ...accepted];
    if (next.length > PICTURES_PER_MESSAGE) notify.error(t('composer.tooMany', { count: PICTURES_PER_MESSAGE }));
    setFiles(next.slice(0, PICTURES_PER_MESSAGE));
  };

  const submit = () => {
    if (!canSend) return;
    send.mutate(
      { text: text.trim(), files },
      {
        onSuccess: () => {
          setText('');
          setFiles([]);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 423) onReadOnly();
          else if (error instanceof ApiRequestError && error.code === PICTURE_UPLOAD_FAILED) {
            notify.error(t('composer.uploadFailed'));
          } else notify.error(translateApiError(tErrors, error));
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method composes (Korean, for one) confirms the syllable, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form className={classes.composer} onSubmit={onSubmit} aria-label={t('composer.formLabel')}>
      <Stack gap="xs">
        <ChatRulesNotice />
        {files.length > 0 && (
          <Group gap="sm" pt={8}>
            {files.map((file, index) => (
              <PendingPicture
                key={`${file.name}-${file.size}-${file.lastModified}`}
                file={file}
                onRemove={() => setFiles(files.filter((_, other) => other !== index))}
              />
            ))}
          </Group>
        )}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <FileButton onChange={pick} accept="image/*" multiple>
            {(props) => (
              <ActionIcon
                {...props}
                size={42}
                variant="default"
                aria-label={t('composer.attach')}
                disabled={send.isPending}
              >
                <PictureIcon />
              </ActionIcon>
            )}
          </FileButton>
          <Textarea
            flex={1}
            aria-label={t('composer.label')}
            placeholder={t('composer.placeholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            maxLength={CHAT_MESSAGE_MAX_LENGTH}
            autosize
            minRows={1}
            maxRows={6}
          />
          <Button type="submit" loading={send.isPending} disabled={!canSend && !send.isPending}>
            {t('composer.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
