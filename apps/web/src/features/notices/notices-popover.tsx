import { toIntlLocale } from '@freight/domain';
import { Button, Group, Loader, Popover, ScrollArea, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplaySettings } from '../../shared/format/use-display-settings';
import { useFormat } from '../../shared/format/use-format';
import { BellButton } from './bell-button';
import { noticeText } from './notice-text';
import { useMarkNoticesRead, useNotices } from './notices-api';
import classes from './notices-menu.module.css';

const NoticeList = ({ onOpenNotice }: { onOpenNotice: () => void }) => {
  const { t } = useTranslation('notices');
  const format = useFormat();
  const { language } = useDisplaySettings();
  const when = useMemo(
    () => new Intl.DateTimeFormat(toIntlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  );
  const notices = useNotices();
  const markRead = useMarkNoticesRead();
  const all = notices.data?.pages.flatMap((page) => page.results) ?? [];
  const unread = notices.data?.pages[0]?.unread ?? 0;

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text component="h2" fw={700} size="md" m={0}>
          {t('title')}
        </Text>
        <Button variant="subtle" size="compact-sm" disabled={unread === 0} onClick={() => markRead.mutate(undefined)}>
          {t('markAllRead')}
        </Button>
      </Group>
      {notices.isPending && <Loader size="sm" aria-label={t('title')} />}
      {notices.isError && <Text c="red.8">{t('loadFailed')}</Text>}
      {notices.isSuccess && all.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      {all.length > 0 && (
        <ScrollArea.Autosize mah="min(70vh, 480px)" type="auto">
          <ul className={classes.list}>
            {all.map((notice) => {
              const text = noticeText(t, notice, format.money);
              return (
                <li key={notice.id}>
                  <Link
                    to={notice.link || '/'}
                    className={classes.item}
                    data-unread={notice.read ? undefined : true}
                    onClick={() => {
                      if (!notice.read) markRead.mutate([notice.id]);
                      onOpenNotice();
                    }}
                  >
                    <Text component="span" display="block" size="sm" className={classes.itemTitle}>
                      {!notice.read && <VisuallyHidden>{`${t('unread')}: `}</VisuallyHidden>}
                      {text.title}
                    </Text>
                    <Text component="span" display="block" size="sm">
                      {text.body}
                    </Text>
                    <Text component="span" display="block" size="xs" c="gray.7">
                      {when.format(new Date(notice.created))}
                    </Text>
                  </Link>
                </li>
              );
            })}
          </ul>
          {notices.hasNextPage && (
            <Button
              variant="subtle"
              size="compact-sm"
              fullWidth
              loading={notices.isFetchingNextPage}
              onClick={() => void notices.fetchNextPage()}
            >
              {t('more')}
            </Button>
          )}
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
};

type NoticesPopoverProps = {
  unread: number;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The plain bell it replaced had the focus: the reader's place stays on the bell. */
  takesFocus: boolean;
};

/**
 * The bell as the target of the notices list's popover, with Mantine's focus trap and return (notices-menu.tsx draws
 * the plain bell until a hand reaches for it).
 */
export const NoticesPopover = ({ unread, isOpen, onOpenChange, takesFocus }: NoticesPopoverProps) => {
  const { t } = useTranslation('notices');
  const bell = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as it takes the plain bell's place
  useEffect(() => {
    if (takesFocus) bell.current?.focus();
  }, []);
  return (
    <Popover
      opened={isOpen}
      onChange={onOpenChange}
      position="bottom-end"
      width={360}
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <BellButton ref={bell} unread={unread} onClick={() => onOpenChange(!isOpen)} />
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label={t('title')}>
        <NoticeList onOpenNotice={() => onOpenChange(false)} />
      </Popover.Dropdown>
    </Popover>
  );
};
