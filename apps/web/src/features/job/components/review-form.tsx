import type { Haul } from '@freight/domain';
import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/api/api-request-error';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { useNotify } from '../../../shared/ui/use-notify';
import { reviewEffectOf } from '../booking-actions';
import { useReview } from '../booking-api';
import type { JobViewer } from '../driver-actions';

const STARS = [1, 2, 3, 4, 5] as const;

const isReviewedAlready = (error: unknown) => error instanceof ApiRequestError && error.code === 'review_already_given';

/**
 * "Leave a review" after delivery (spec 4 and 7), once per side: stars as a radio group (arrow keys move between
 * them, each read as "3 stars"), and a comment. The shipper is told what 1 and 5 stars do to their future loads.
 */
export const ReviewForm = ({ haul, viewer, onReviewed }: { haul: Haul; viewer: JobViewer; onReviewed: () => void }) => {
  const { t } = useTranslation('booking');
  const { t: tErrors } = useTranslation('errors');
  const notify = useNotify();
  const review = useReview();
  const [stars, setStars] = useState<string>('');
  const [comment, setComment] = useState('');
  const [isChecked, setChecked] = useState(false);
  const headingId = useId();
  const effect = stars ? reviewEffectOf(Number(stars), viewer) : null;
  const subject = viewer === 'shipper' ? 'driver' : 'shipper';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (stars === '' || review.isPending) return;
    // The promise, not mutate's callbacks: the load's refetch brings `my_review` and unmounts this form before
    // per-call callbacks would run, and the thanks must still be said.
    review
      .mutateAsync({ haulId: haul.id, body: { stars: Number(stars), comment: comment.trim() } })
      .then(() => {
        notify.success(t('review.done'));
        onReviewed();
      })
      .catch((error: unknown) => {
        // Reviewed already (another tab, an earlier visit): the form has nothing left to do.
        if (isReviewedAlready(error)) {
          notify.success(t('review.already'));
          onReviewed();
        }
      });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {t('review.title')}
          </Title>
          <Radio.Group
            label={t(`review.stars.${subject}`)}
            value={stars}
            onChange={setStars}
            error={isChecked && stars === '' ? t('review.starsRequired') : undefined}
            required
          >
            <Group gap="md" mt={4}>
              {STARS.map((count) => (
                <Radio key={count} value={String(count)} label={t(`review.starLabels.${count}`)} />
              ))}
            </Group>
          </Radio.Group>
          {effect && (
            <Alert color={effect === 'blocks' ? 'orange' : 'green'}>
              {t(effect === 'blocks' ? 'review.blocks' : 'review.prefers', { name: haul.driver?.name ?? '' })}
            </Alert>
          )}
          <Textarea
            label={t('review.comment')}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={2}
          />
          {review.isError && !isReviewedAlready(review.error) && (
            <Alert color="red" role="alert">
              {translateApiError(tErrors, review.error)}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={review.isPending}>
              {t('review.send')}
            </Button>
          </Group>
          <Text size="xs">{t('review.once')}</Text>
        </Stack>
      </form>
    </Paper>
  );
};
