import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useHaul } from '../../shared/hauls/haul-api';
import { paths } from '../../shared/navigation/paths';
import { useSession } from '../../shared/session/session-provider';
import { QuoteResult } from './components/quote-result';
import { draftFromHaul } from './draft-from-haul';
import { claimSharedQuote } from './quote-api';
import { updateQuoteDraft, useQuoteDraft } from './quote-draft';

/** Opens an emailed quote (`?haul_id=&share=`): a copy becomes this visitor's own draft (spec 7, claim_share). */
const useClaimFromLink = () => {
  const [params, setParams] = useSearchParams();
  const { status } = useSession();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const haulId = params.get('haul_id');
  const code = params.get('share');
  const hasKey = status === 'temporary' || status === 'registered';

  useEffect(() => {
    if (!haulId || !code || !hasKey || started.current) return;
    started.current = true;
    claimSharedQuote({ haul_id: haulId, code })
      .then(({ haul }) => {
        updateQuoteDraft(draftFromHaul(haul));
        setParams({}, { replace: true });
      })
      .catch(() => setFailed(true));
  }, [haulId, code, hasKey, setParams]);

  return { isClaiming: Boolean(haulId && code) && !failed, failed };
};

/** The Quote tab: the priced draft and what to do with it. */
export const QuoteResultPage = () => {
  const { t } = useTranslation('quote');
  const draft = useQuoteDraft();
  const claim = useClaimFromLink();
  const haul = useHaul(draft.haulId);

  if (claim.failed) {
    return (
      <Alert color="red" title={t('claim.failedTitle')}>
        <Stack gap="sm" align="flex-start">
          <Text>{t('claim.failed')}</Text>
          <Button component={Link} to={paths.quote.origin.getHref()}>
            {t('claim.start')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (claim.isClaiming || (draft.haulId && haul.isPending)) return <Loader aria-label={t('result.loading')} />;
  if (!draft.haulId) {
    return <Navigate to={draft.origin ? paths.quote.load.getHref() : paths.quote.origin.getHref()} replace />;
  }
  if (haul.isError || !haul.data) {
    return (
      <Alert color="red">
        <Stack gap="sm" align="flex-start">
          <Text>{t('result.loadFailed')}</Text>
          <Button component={Link} to={paths.quote.load.getHref()} onClick={() => updateQuoteDraft({ haulId: null })}>
            {t('result.backToLoad')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <QuoteResult haul={haul.data} />;
};
