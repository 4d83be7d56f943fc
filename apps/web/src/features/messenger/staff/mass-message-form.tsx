import { MASS_MESSAGE_GROUPS, type MassMessageBody, MassMessageBodySchema } from '@freight/domain';
import { Button, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useNotify } from '../../../shared/ui/use-notify';
import { useSendMassMessage } from './staff-chats-api';

type Group = MassMessageBody['group'];
type Problems = Partial<Record<'title' | 'message_body', string>>;

const isGroup = (value: string | null): value is Group => (MASS_MESSAGE_GROUPS as readonly unknown[]).includes(value);

/** Spec 1 and issue 10: a read-only announcement to a whole group, each recipient getting their own copy. */
export const MassMessageForm = () => {
  const { t } = useTranslation('staffChats');
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const send = useSendMassMessage();
  const [group, setGroup] = useState<Group>('all_drivers');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = MassMessageBodySchema.safeParse({ group, title, message_body: body });
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
      setProblems({
        ...(fields.has('title') && { title: t('mass.titleRequired') }),
        ...(fields.has('message_body') && { message_body: t('mass.bodyRequired') }),
      });
      return;
    }
    setProblems({});
    send.mutate(parsed.data, {
      onSuccess: ({ recipients }) => {
        notify.success(t('mass.sent', { count: recipients }));
        setTitle('');
        setBody('');
      },
      onError: (error) => notify.error(translateApiError(tErrors, error)),
    });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="mass-message-heading">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="mass-message-heading">
            {t('mass.heading')}
          </Title>
          <Text size="sm">{t('mass.intro')}</Text>
          <Select
            label={t('mass.group')}
            data={MASS_MESSAGE_GROUPS.map((value) => ({ value, label: t(`groups.${value}`) }))}
            value={group}
            onChange={(value) => isGroup(value) && setGroup(value)}
            allowDeselect={false}
          />
          <TextInput
            label={t('mass.title')}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={120}
            error={problems.title}
            required
          />
          <Textarea
            label={t('mass.body')}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            error={problems.message_body}
            autosize
            minRows={3}
            required
          />
          <div>
            <Button type="submit" loading={send.isPending}>
              {t('mass.send')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
};
