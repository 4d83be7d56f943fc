import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/navigation/paths';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import classes from '../messenger.module.css';
import { ListPager, pageCountOf, pageOf } from './list-pager';
import { MassMessageForm } from './mass-message-form';
import { StaffChatRow } from './staff-chat-row';
import { useStaffChats } from './staff-chats-api';
import { useLiveStaffChats } from './use-live-staff-chats';

/** admin/support: support conversations with what waits for staff, and announcements to a group. */
export const SupportInboxPage = () => {
  const { t } = useTranslation('staffChats');
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const page = pageOf(searchParams.get('page'));
  const [draft, setDraft] = useState(q);
  const list = useStaffChats({ kind: 'support', q, page });
  useLiveStaffChats();
  usePageTitle(t('inbox.title'));
  const goTo = ({ q: nextQ = q, page: nextPage = 1 }: { q?: string; page?: number }) =>
    setSearchParams(nextQ.trim() ? { q: nextQ.trim(), page: String(nextPage) } : { page: String(nextPage) });

  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>{t('inbox.title')}</Title>
      <Text>{t('inbox.intro')}</Text>
      <form
        aria-label={t('search.label')}
        onSubmit={(event) => {
          event.preventDefault();
          goTo({ q: draft, page: 1 });
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('search.label')}
            description={t('search.hint')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            flex={1}
          />
          <Button type="submit">{t('search.submit')}</Button>
        </Group>
      </form>
      {list.isPending && <Loader aria-label={t('loading')} />}
      {list.isError && <Alert color="red">{t('loadFailed')}</Alert>}
      {list.data && list.data.count === 0 && <Text>{t('inbox.empty')}</Text>}
      {list.data && list.data.count > 0 && (
        <Stack gap="sm">
          <Text size="sm" aria-live="polite">
            {t('count', { count: list.data.count })}
          </Text>
          <ul className={classes.list} aria-label={t('inbox.listLabel')}>
            {list.data.results.map((chat) => (
              <StaffChatRow key={chat.id} chat={chat} href={paths.admin.supportChat.getHref({ chatId: chat.id })} />
            ))}
          </ul>
          <ListPager page={page} pageCount={pageCountOf(list.data)} onPage={(next) => goTo({ page: next })} />
        </Stack>
      )}
      <MassMessageForm />
    </Stack>
  );
};
