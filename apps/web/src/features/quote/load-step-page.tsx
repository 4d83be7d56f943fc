import { LOAD_TYPES, QUOTE_QUERY_DEBOUNCE_MS, type QuoteRequestInput, type SpecResult } from '@freight/domain';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useDisplaySettings } from '../../shared/format/use-display-settings';
import { useFormat } from '../../shared/format/use-format';
import { paths } from '../../shared/navigation/paths';
import { useNotify } from '../../shared/ui/use-notify';
import { LengthInput, WeightInput } from './components/measure-inputs';
import { MultipleItemsHelp } from './components/multiple-items-help';
import { QuotePreview } from './components/quote-preview';
import { SpecSearch } from './components/spec-search';
import { UnitsSwitch } from './components/units-switch';
import { usePriceQuote, useRequestQuote } from './quote-api';
import { isCargoComplete, quoteBodyOf } from './quote-body';
import { type CargoDraft, readQuoteDraft, updateQuoteDraft, useQuoteDraft } from './quote-draft';
import { specMatchNote } from './spec-match-note';
import { unusualMeasures } from './unusual-measures';

const EMPTY_CARGO: CargoDraft = {
  make_model: '',
  length: null,
  width: null,
  height: null,
  weight: null,
  load_type: 'other',
};

const knownLoadType = (value: string): CargoDraft['load_type'] =>
  (LOAD_TYPES as readonly string[]).includes(value) ? (value as CargoDraft['load_type']) : 'other';

/** The Load tab: pick the machine from the catalogue or type its measures, in the user's units (spec 2 and 5). */
export const LoadStepPage = () => {
  const { t } = useTranslation('quote');
  const navigate = useNavigate();
  const notify = useNotify();
  const draft = useQuoteDraft();
  const { unitSystem } = useDisplaySettings();
  const format = useFormat();
  // The preview only prices (nothing stored); the draft is stored when the user moves on. Two mutations, so a
  // preview finishing late never swallows the submit's navigation.
  const preview = usePriceQuote();
  const requestQuote = useRequestQuote();
  const { mutate: priceDraft } = preview;
  const [showErrors, setShowErrors] = useState(false);
  const [isChecking, confirmDialog] = useDisclosure(false);
  const descriptionRef = useRef<HTMLInputElement>(null);
  const load = draft.load ?? EMPTY_CARGO;
  const change = (changes: Partial<CargoDraft>) => updateQuoteDraft({ load: { ...load, ...changes } });

  // Spec 9: the quote query runs 2 s after the last change, so typing a measure does not price every keystroke.
  // The body is compared as text: a new object with the same content is no change.
  const [settledKey] = useDebouncedValue(JSON.stringify(quoteBodyOf(draft)), QUOTE_QUERY_DEBOUNCE_MS);
  const lastPriced = useRef<string | null>(null);
  useEffect(() => {
    const settled = JSON.parse(settledKey) as QuoteRequestInput | null;
    if (!settled || settledKey === lastPriced.current) return;
    lastPriced.current = settledKey;
    priceDraft(settled);
  }, [settledKey, priceDraft]);

  if (!draft.origin || !draft.destination) return <Navigate to={paths.quote.origin.getHref()} replace />;

  const pickSpec = (spec: SpecResult) =>
    change({
      make_model: spec.name,
      spec_name: spec.name,
      spec_match: spec.match,
      spec_category: spec.category,
      length: spec.length,
      width: spec.width,
      height: spec.height,
      weight: spec.weight,
      load_type: knownLoadType(spec.load_type),
    });

  const priceAndShow = () => {
    const body = quoteBodyOf(draft);
    if (!body) return;
    confirmDialog.close();
    // The preview need not price what is being submitted.
    lastPriced.current = JSON.stringify(body);
    requestQuote.mutate(
      { haulId: readQuoteDraft().haulId, body },
      {
        onSuccess: (haul) => {
          updateQuoteDraft({ haulId: haul.id });
          navigate(paths.quote.root.getHref());
        },
        onError: () => notify.error(t('load.quoteFailed')),
      },
    );
  };

  const submit = () => {
    setShowErrors(true);
    if (!isCargoComplete(load)) return;
    if (unusualMeasures(load).length > 0) confirmDialog.open();
    else priceAndShow();
  };

  const missing = (value: number | null) => (showErrors && !(value && value > 0) ? t('load.required') : undefined);
  const unusual = unusualMeasures(load);
  const matchNote =
    load.spec_name && load.spec_match ? specMatchNote(t, { name: load.spec_name, match: load.spec_match }) : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Text size="lg" fw={600}>
          {t('load.question')}
        </Text>
        <UnitsSwitch />
      </Group>
      <SpecSearch
        onPick={pickSpec}
        onManualEntry={() => {
          change({ spec_name: undefined, spec_match: undefined, spec_category: undefined });
          descriptionRef.current?.focus();
        }}
      />
      <TextInput
        ref={descriptionRef}
        label={t('load.description')}
        description={t('load.descriptionHint')}
        value={load.make_model}
        onChange={(event) =>
          change({
            make_model: event.currentTarget.value,
            spec_name: undefined,
            spec_match: undefined,
            spec_category: undefined,
          })
        }
        error={showErrors && load.make_model.trim() === '' ? t('load.describe') : undefined}
        required
      />
      <NativeSelect
        label={t('load.type')}
        value={load.load_type}
        onChange={(event) => change({ load_type: knownLoadType(event.currentTarget.value) })}
        data={LOAD_TYPES.map((type) => ({ value: type, label: t(`loadTypes.${type}`) }))}
      />
      <Text size="sm" c="dimmed">
        {t('load.measuresHint')}
      </Text>
      {matchNote && (
        <Alert color="yellow" title={t('load.specMatch.heading')}>
          {matchNote}
        </Alert>
      )}
      <LengthInput
        label={t('load.length')}
        valueM={load.length}
        units={unitSystem}
        onChange={(length) => change({ length })}
        error={missing(load.length)}
      />
      <LengthInput
        label={t('load.width')}
        valueM={load.width}
        units={unitSystem}
        onChange={(width) => change({ width })}
        error={missing(load.width)}
      />
      <LengthInput
        label={t('load.height')}
        valueM={load.height}
        units={unitSystem}
        onChange={(height) => change({ height })}
        error={missing(load.height)}
      />
      <WeightInput
        label={t('load.weight')}
        valueKg={load.weight}
        units={unitSystem}
        onChange={(weight) => change({ weight })}
        error={missing(load.weight)}
      />
      <MultipleItemsHelp />
      <QuotePreview
        price={preview.data ?? null}
        haulId={draft.haulId}
        isPricing={preview.isPending || requestQuote.isPending}
      />
      {showErrors && !isCargoComplete(load) && <Alert color="red">{t('load.completeFields')}</Alert>}
      <Group justify="flex-end">
        <Button onClick={submit} loading={requestQuote.isPending}>
          {t('load.getQuote')}
        </Button>
      </Group>
      <Modal
        opened={isChecking}
        onClose={confirmDialog.close}
        title={t('load.checkTitle')}
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack gap="sm">
          <Text>{t('load.checkIntro')}</Text>
          <ul>
            {unusual.map((measure) => (
              <li key={measure}>
                {t(`load.${measure}`)}:{' '}
                {measure === 'weight' ? format.weight(load.weight ?? 0) : format.length(load[measure] ?? 0)}
              </li>
            ))}
          </ul>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirmDialog.close}>
              {t('load.checkFix')}
            </Button>
            <Button onClick={priceAndShow}>{t('load.checkConfirm')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
};
