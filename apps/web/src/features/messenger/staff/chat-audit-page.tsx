import { type ChatKind, ChatKindSchema } from '@freight/domain';
import { Alert, Button, Group, Loader, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/navigation/paths';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import classes from '../messenger.module.css';
import { ListPager, pageCountOf, pageOf } from './list-pager';
import { StaffChatRow } from './staff-chat-row';
import { useStaffChats } from './staff-chats-api';

const kindOf = (value: string | null): ChatKind => {
  const parsed = ChatKindSchema.safeParse(value);
  return parsed.success ? parsed.data : 'haul';
};

/** admin/chats: find any conversation (load, support or announcement) to read it with the unmasked originals. */
export const ChatAuditPage = () => {
  const { t } = useTranslation('staffChats');
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = kindOf(searchParams.get('kind'));
  const q = searchParams.get('q') ?? '';
  const page = pageOf(searchParams.get('page'));
  const [draft, setDraft] = useState({ kind, q });
  const list = useStaffChats({ kind, q, page });
  usePageTitle(t('audit.title'));
  const goTo = (next: { kind: ChatKind; q: string; page: number }) =>
    setSearchParams({ kind: next.kind, page: String(next.page), ...(next.q.trim() && { q: next.q.trim() }) });

  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>{t('audit.title')}</Title>
      <Text>{t('audit.intro')}</Text>
      <form
        aria-label={t('search.label')}
        onSubmit={(event) => {
          event.preventDefault();
          goTo({ ...draft, page: 1 });
        }}
      >
        <Group align="flex-end" gap="sm">
          <Select
            label={t('audit.kind')}
            data={ChatKindSchema.options.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            value={draft.kind}
            onChange={(value) => setDraft({ ...draft, kind: kindOf(value) })}
            allowDeselect={false}
            w={180}
          />
          <TextInput
            label={t('search.label')}
            description={t('search.hint')}
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.currentTarget.value })}
            flex={1}
            miw={200}
          />
          <Button type="submit">{t('search.submit')}</Button>
        </Group>
      </form>
      {list.isPending && <Loader aria-label={t('loading')} />}
      {list.isError && <Alert color="red">{t('loadFailed')}</Alert>}
      {list.data && list.data.count === 0 && <Text>{t('audit.empty')}</Text>}
      {list.data && list.data.count > 0 && (
        <Stack gap="sm">
          <Text size="sm" aria-live="polite">
            {t('count', { count: list.data.count })}
          </Text>
          <ul className={classes.list} aria-label={t('audit.listLabel')}>
            {list.data.results.map((chat) => (
              <StaffChatRow key={chat.id} chat={chat} href={paths.admin.chat.getHref({ chatId: chat.id })} />
            ))}
          </ul>
          <ListPager page={page} pageCount={pageCountOf(list.data)} onPage={(next) => goTo({ kind, q, page: next })} />
        </Stack>
      )}
    </Stack>
  );
};
