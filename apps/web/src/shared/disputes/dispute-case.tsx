import type { Dispute, DisputePicture } from '@freight/domain';
import { Alert, Badge, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format/use-format';
import { PrivateImage } from '../pictures/private-image';

const Photos = ({ pictures }: { pictures: DisputePicture[] }) => {
  const { t } = useTranslation('booking');
  if (pictures.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
      {pictures.map((picture, index) => (
        <PrivateImage key={picture.id} src={picture.large} alt={t('dispute.photoAlt', { n: index + 1 })} height={120} />
      ))}
    </SimpleGrid>
  );
};

/** A case as its parties and staff read it: the report, the driver's answer, what the payout does, the decision. */
export const DisputeCase = ({ dispute, headingLevel = 3 }: { dispute: Dispute; headingLevel?: 2 | 3 }) => {
  const { t } = useTranslation('booking');
  const format = useFormat();
  const date = (iso: string) => format.date(iso);
  const refunded = dispute.resolution
    ? dispute.resolution.refund_freight_cad_cents + dispute.resolution.refund_tax_cad_cents
    : 0;
  return (
    <Stack gap="sm">
      <Badge
        color={dispute.status === 'open' ? 'yellow.4' : 'brand.7'}
        c={dispute.status === 'open' ? 'dark' : 'white'}
        size="lg"
        w="fit-content"
      >
        {t(`dispute.status.${dispute.status}`)}
      </Badge>
      <Title order={headingLevel} size="h5">
        {t('dispute.shipperSide')}
      </Title>
      <Text size="sm" c="dimmed">
        {t(`dispute.categories.${dispute.category}`)} · {t('dispute.reported', { date: date(dispute.created) })}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{dispute.note}</Text>
      <Photos pictures={dispute.pictures} />
      <Title order={headingLevel} size="h5">
        {t('dispute.driverSide')}
      </Title>
      {dispute.response ? (
        <>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{dispute.response.note}</Text>
          <Photos pictures={dispute.response.pictures} />
        </>
      ) : (
        <Text size="sm">{t('dispute.noAnswer')}</Text>
      )}
      {dispute.status === 'open' && <Alert color="gray">{t(`dispute.hold.${dispute.payout_hold}`)}</Alert>}
      {dispute.resolution && (
        <Alert color="green">
          {t(`dispute.outcome.${dispute.resolution.outcome}`, {
            amount: format.money({ amountCents: refunded, currency: 'cad' }),
          })}
          {dispute.resolution.credit_note_number &&
            ` ${t('dispute.creditNote', { number: dispute.resolution.credit_note_number })}`}
        </Alert>
      )}
    </Stack>
  );
};
