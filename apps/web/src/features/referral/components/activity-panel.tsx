import type { Referral, ReferralChannel } from '@freight/domain';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';

const Stat = ({ label, value }: { label: string; value: number }) => (
  <Paper withBorder p="sm">
    <Text size="xl" fw={700}>
      {value}
    </Text>
    <Text size="sm">{label}</Text>
  </Paper>
);

/** The Activity tab: what came of the link (shares sent, sign-ups, first loads) and who signed up. */
export const ActivityPanel = ({ activity }: { activity: Referral['activity'] }) => {
  const { t } = useTranslation('referral');
  const format = useFormat();
  const channelName = (channel: ReferralChannel) => t(`channels.${channel}`);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 3 }} spacing="sm">
        <Stat label={t('activity.sharesSent')} value={activity.shares_sent} />
        <Stat label={t('activity.signUps')} value={activity.sign_ups} />
        <Stat label={t('activity.firstLoads')} value={activity.first_loads} />
      </SimpleGrid>

      <Title order={2} size="h4">
        {t('activity.referredTitle')}
      </Title>
      {activity.referred.length === 0 ? (
        <Text>{t('activity.noneReferred')}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {activity.referred.map((person) => (
            <Paper component="li" key={person.id} withBorder p="sm">
              <Group justify="space-between" gap="xs">
                <Text fw={600}>{person.name}</Text>
                <Group gap={6}>
                  <Badge color={person.email_confirmed ? 'green' : 'gray'} variant="light">
                    {t(person.email_confirmed ? 'activity.confirmed' : 'activity.notConfirmed')}
                  </Badge>
                  {person.first_load_completed && (
                    <Badge color="teal" variant="light">
                      {t('activity.firstLoadDone')}
                    </Badge>
                  )}
                </Group>
              </Group>
              <Text size="sm">{t('activity.signedUpOn', { date: format.date(person.signed_up) })}</Text>
            </Paper>
          ))}
        </Stack>
      )}

      <Title order={2} size="h4">
        {t('activity.sharesTitle')}
      </Title>
      {activity.shares.length === 0 ? (
        <Text>{t('activity.noShares')}</Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {activity.shares.map((share) => (
            <Text component="li" key={share.id} size="sm">
              {share.recipient
                ? t('activity.shareTo', {
                    channel: channelName(share.channel),
                    recipient: share.recipient,
                    date: format.date(share.created),
                  })
                : t('activity.shareBy', { channel: channelName(share.channel), date: format.date(share.created) })}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
};
