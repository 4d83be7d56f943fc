import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FieldErrors, fieldErrorsFromApi } from '../../../shared/forms/field-errors';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { SectionPanel } from '../../../shared/ui/section-panel';
import { useNotify } from '../../../shared/ui/use-notify';
import { useSubmitForApproval } from '../driver-api';
import { type DriverTab, errorsBySection, isProfileSection, missingSections, visibleTabs } from '../driver-sections';
import type { SectionProps } from './section-props';

/** A missing section, named by its key, says what it lacks; any other field error is worded by its code. */
const sectionMessagesOf = (t: TFunction<'driver'>, errors: FieldErrors): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [
      field,
      [isProfileSection(field) ? t(`missingMessages.${field}`) : (message ?? '')],
    ]),
  );

type Refusal = { message: string; bySection: Partial<Record<DriverTab, string[]>> };

/**
 * Where the profile stands: what is still missing (Driver.access.missing) with a link to each section, and the
 * submit for approval (spec 4), whose refusal is shown section by section.
 */
export const SummarySection = ({ driver, hrefOf }: SectionProps) => {
  const { t } = useTranslation('driver');
  const { t: tErrors } = useTranslation('errors');
  const { t: tFields } = useTranslation('fields');
  const notify = useNotify();
  const submit = useSubmitForApproval();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const missing = missingSections(driver);
  const state = driver?.profile_state ?? 'incomplete';
  const canSubmit = state === 'incomplete' || state === 'rejected';

  const send = () => {
    setRefusal(null);
    // Nothing saved yet: the server would only say there is no profile; what it lacks says more.
    if (!driver) {
      const errors = Object.fromEntries(missing.map((section) => [section, '']));
      setRefusal({ message: '', bySection: errorsBySection(sectionMessagesOf(t, errors)) });
      return;
    }
    submit.mutate(
      {},
      {
        onSuccess: () => notify.success(t('summary.submitted')),
        onError: (error) => {
          const message = translateApiError(tErrors, error);
          const bySection = errorsBySection(sectionMessagesOf(t, fieldErrorsFromApi(tFields, error)));
          setRefusal({ message, bySection });
        },
      },
    );
  };

  const refusedSections = visibleTabs(driver).filter((tab) => refusal?.bySection[tab]);

  return (
    <SectionPanel title={t('tabs.summary')} intro={t('summary.intro')}>
      {missing.length === 0 ? (
        <Text>{t('summary.complete')}</Text>
      ) : (
        <Stack gap="xs">
          <Text>{t('summary.missing', { count: missing.length })}</Text>
          <List aria-label={t('summary.missingLabel')}>
            {missing.map((section) => (
              <List.Item key={section}>
                <Anchor component={Link} to={hrefOf(section)}>
                  {t(`tabs.${section}`)}
                </Anchor>
                {`: ${t(`missingMessages.${section}`)}`}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {refusal && (
        <Alert color="red" title={t('summary.refused')} role="alert">
          <Stack gap="xs">
            {refusal.message && <Text size="sm">{refusal.message}</Text>}
            {refusedSections.map((tab) => (
              <div key={tab}>
                <Anchor component={Link} to={hrefOf(tab)} fw={700} size="sm">
                  {t(`tabs.${tab}`)}
                </Anchor>
                <List size="sm">
                  {refusal.bySection[tab]?.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List>
              </div>
            ))}
          </Stack>
        </Alert>
      )}
      {canSubmit && (
        <Stack gap={4} align="flex-start">
          <Button onClick={send} loading={submit.isPending}>
            {t(state === 'rejected' ? 'summary.resubmit' : 'summary.submit')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('summary.submitHint')}
          </Text>
        </Stack>
      )}
    </SectionPanel>
  );
};
