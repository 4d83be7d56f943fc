import type { Inspection } from '@freight/domain';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PrivateImage } from '../pictures/private-image';
import { DamageDiagram } from './damage-diagram';
import { SignatureDrawing } from './signature-drawing';

/**
 * One inspection of the electronic bill of lading, read-only: when and where it was signed, the photos (private,
 * loaded with the reader's key), the damage marks with their notes, the readings, the securement checklist, and who
 * handed over or received the load with their signature, and the driver's. Shown on the job page to the parties and
 * beside its counterpart on staff screens (disputes).
 */
export const InspectionView = ({ inspection }: { inspection: Inspection }) => {
  const { t, i18n } = useTranslation('booking');
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(inspection.signed_at),
  );
  const number = new Intl.NumberFormat(i18n.language);
  const photoNumber = new Map(inspection.photos.map((photo, index) => [photo.id, index + 1]));
  const diagramMarks = inspection.marks.filter((mark) => mark.picture === null);
  const title = t(`inspection.${inspection.kind}.title`);
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text size="sm">
        {t('inspection.signedAt', { time: when })}
        {inspection.place &&
          ` · ${t('inspection.placeAt', {
            lat: inspection.place.lat.toFixed(4),
            lon: inspection.place.lon.toFixed(4),
          })}`}
      </Text>
      <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
        {inspection.photos.map((photo, index) => (
          <Stack key={photo.id} gap={2}>
            <PrivateImage src={photo.thumb} alt={t(`inspection.view.${photo.view}`)} />
            <Text size="xs" c="dimmed">
              {index + 1}. {t(`inspection.view.${photo.view}`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {inspection.marks.length === 0 ? (
        <Text size="sm">{t('inspection.noDamage')}</Text>
      ) : (
        <>
          {diagramMarks.length > 0 && (
            <DamageDiagram marks={diagramMarks} label={t('inspection.diagram')} maxWidth={140} />
          )}
          <Stack gap={2} component="ol" style={{ margin: 0, paddingInlineStart: 20 }}>
            {inspection.marks.map((mark, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: marks have no id; their number is their place
              <Text key={index} size="sm" component="li">
                {mark.note}
                {mark.picture !== null && ` (${t('inspection.onPhoto', { number: photoNumber.get(mark.picture) })})`}
              </Text>
            ))}
          </Stack>
        </>
      )}
      {(inspection.odometer_km !== null || inspection.engine_hours !== null) && (
        <Text size="sm">
          {[
            inspection.odometer_km !== null &&
              t('inspection.odometerValue', { km: number.format(inspection.odometer_km) }),
            inspection.engine_hours !== null &&
              t('inspection.hoursValue', { hours: number.format(inspection.engine_hours) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
      {inspection.kind === 'pickup' && (
        <Text size="sm">
          {t('inspection.checklistDone', {
            items: inspection.checklist.map((check) => t(`inspection.check.${check}`)).join(', ') || '—',
          })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t(`inspection.${inspection.counterpart.role}`)}: {inspection.counterpart.name}
          </Text>
          <SignatureDrawing
            signature={inspection.counterpart.signature}
            label={t('inspection.signatureOf', { name: inspection.counterpart.name })}
          />
        </Stack>
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('inspection.driver')}: {inspection.driver.name}
          </Text>
          {inspection.driver.signature && (
            <SignatureDrawing
              signature={inspection.driver.signature}
              label={t('inspection.signatureOf', { name: inspection.driver.name })}
            />
          )}
        </Stack>
      </SimpleGrid>
    </Stack>
  );
};
