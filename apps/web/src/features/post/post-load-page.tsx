import { type Haul, isPosted, type PlaceDetailsInput, statusAllows } from '@freight/domain';
import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../shared/api/api-request-error';
import { useFormat } from '../../shared/format/use-format';
import { fieldErrorsFromApi } from '../../shared/forms/field-errors';
import { useFieldErrors } from '../../shared/forms/use-field-errors';
import { useHaul } from '../../shared/hauls/haul-api';
import { HaulUnavailable } from '../../shared/hauls/haul-unavailable';
import { translateApiError } from '../../shared/i18n/translate-api-error';
import { paths } from '../../shared/navigation/paths';
import { ShipperPriceBreakdown } from '../../shared/payment/shipper-price-breakdown';
import { useShipperPriceOfHaul } from '../../shared/payment/use-shipper-price';
import { useNotify } from '../../shared/ui/use-notify';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { AccountStep } from './components/account-step';
import { PictureUpload } from './components/picture-upload';
import { PlaceDetailsFields } from './components/place-details-fields';
import { useEditHaul, usePublish, useSaveDraft } from './haul-details-api';
import { bodyFromForm, formFromHaul, type PostForm } from './post-form';

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Paper withBorder p="md">
    <Stack gap="sm">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  </Paper>
);

/** The post flow's form for one draft (spec 2, quote:ship). */
/** What the shipper agrees to pay by posting at the quoted price: the total charged and what makes it up. */
const PostedPrice = ({ haul }: { haul: Haul }) => {
  const { t } = useTranslation('post');
  const format = useFormat();
  const { price } = useShipperPriceOfHaul(haul);
  if (!price) return null;
  return <ShipperPriceBreakdown price={price} caption={t('price', { price: format.money(price.total) })} />;
};

const PostLoadForm = ({ haul }: { haul: Haul }) => {
  const { t } = useTranslation('post');
  const { t: tErrors } = useTranslation('errors');
  const { t: tFields } = useTranslation('fields');
  const format = useFormat();
  const navigate = useNavigate();
  const notify = useNotify();
  const saveDraft = useSaveDraft();
  const publish = usePublish();
  const edit = useEditHaul();
  const isEditingPosted = isPosted(haul.status);
  const [form, setForm] = useState<PostForm>(() => formFromHaul(haul));
  const [problem, setProblem] = useState<string | null>(null);
  const { errors: fieldErrors, setErrors: setFieldErrors, formRef } = useFieldErrors<HTMLDivElement>();
  const changePlace = (role: 'origin' | 'destination') => (changes: PlaceDetailsInput) =>
    setForm((current) => ({ ...current, [role]: { ...current[role], ...changes } }));
  const body = bodyFromForm(form);

  const save = () =>
    saveDraft.mutate(
      { haulId: haul.id, body },
      {
        onSuccess: () => notify.success(t('saved')),
        onError: () => notify.error(t('saveFailed')),
      },
    );

  const post = () => {
    setProblem(null);
    setFieldErrors({});
    publish.mutate(
      { haulId: haul.id, body },
      {
        onSuccess: (posted) => navigate(`${paths.postSuccess.getHref()}?haul_id=${posted.id}`),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === 'needs_confirmation')
            setProblem(t('needsConfirmation'));
          else if (error instanceof ApiRequestError && error.code === 'validation_failed') {
            setProblem(t('completeFields'));
            setFieldErrors(fieldErrorsFromApi(tFields, error));
          } else if (error instanceof ApiRequestError && error.code === 'needs_office') setProblem(t('needsOffice'));
          else notify.error(t('postFailed'));
        },
      },
    );
  };
  const saveChanges = () =>
    edit.mutate(
      { haulId: haul.id, body },
      {
        onSuccess: () => {
          notify.success(t('changesSaved'));
          navigate(paths.job.root.getHref({ haulId: haul.id }));
        },
        onError: (error) =>
          error instanceof ApiRequestError && error.status === 409
            ? setProblem(translateApiError(tErrors, error))
            : notify.error(t('saveFailed')),
      },
    );
  const errorFor = (name: string) => fieldErrors[name];

  return (
    <Stack gap="md" ref={formRef}>
      {!isEditingPosted && (
        <Section title={t('sections.account')}>
          <AccountStep />
        </Section>
      )}
      <Section title={t('sections.load')}>
        <Text fw={600}>{haul.load.make_model}</Text>
        <Text size="sm">
          {t('summary', {
            from: haul.origin.name,
            to: haul.destination.name,
            distance: format.distance(haul.route.distance_m / 1000),
          })}
        </Text>
        <PostedPrice haul={haul} />
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label={t('readyDate')}
            value={form.readyDate}
            onChange={(event) => setForm({ ...form, readyDate: event.currentTarget.value })}
            error={errorFor('load.ready_datetime')}
            required
          />
          <TextInput
            type="date"
            label={t('deliverByDate')}
            value={form.deliverByDate}
            onChange={(event) => setForm({ ...form, deliverByDate: event.currentTarget.value })}
            error={errorFor('load.deliver_by_datetime')}
          />
        </Group>
      </Section>
      <Section title={t('sections.pictures')}>
        <PictureUpload haulId={haul.id} pictures={haul.pictures} />
      </Section>
      <Section title={t('sections.pickup')}>
        <PlaceDetailsFields
          end="origin"
          value={form.origin}
          onChange={changePlace('origin')}
          addressError={errorFor('origin.address')}
        />
      </Section>
      <Section title={t('sections.dropoff')}>
        <PlaceDetailsFields
          end="destination"
          value={form.destination}
          onChange={changePlace('destination')}
          addressError={errorFor('destination.address')}
        />
      </Section>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        {isEditingPosted ? (
          <Button onClick={saveChanges} loading={edit.isPending}>
            {t('saveChanges')}
          </Button>
        ) : (
          <>
            <Button variant="default" onClick={save} loading={saveDraft.isPending}>
              {t('saveDraft')}
            </Button>
            <Button onClick={post} loading={publish.isPending}>
              {t('post')}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
};

/** Spec 2, quote:ship (/quote/post?haul_id=): finishing a quoted draft and posting it for drivers. */
export const PostLoadPage = () => {
  const { t } = useTranslation('post');
  const [params] = useSearchParams();
  const haulId = params.get('haul_id');
  const isForBids = params.get('mode') === 'bid';
  const haul = useHaul(haulId);
  const isEditing = haul.data !== undefined && isPosted(haul.data.status);
  const title = t(isEditing ? 'titleEdit' : isForBids ? 'titleBids' : 'title');
  usePageTitle(title);

  const body = (() => {
    if (!haulId) return <NoDraft />;
    if (haul.isPending) return <Loader aria-label={t('loading')} />;
    // Someone else's load, or none by that id: the same not-found answer as its job page gives.
    if (haul.isError) return <HaulUnavailable error={haul.error} hasTitle={false} />;
    // A posted load may still change until a driver has it (spec 2: edit).
    if (!statusAllows('edit', haul.data.status)) {
      return (
        <Alert color="blue">
          <Stack gap="xs" align="flex-start">
            <Text>{t('alreadyPosted')}</Text>
            <Button component={Link} to={paths.job.root.getHref({ haulId: haul.data.id })}>
              {t('viewLoad')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    return <PostLoadForm key={haul.data.id} haul={haul.data} />;
  })();

  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{title}</Title>
      {body}
    </Stack>
  );
};

const NoDraft = () => {
  const { t } = useTranslation('post');
  return (
    <Alert color="yellow">
      <Stack gap="xs" align="flex-start">
        <Text>{t('noDraft')}</Text>
        <Button component={Link} to={paths.quote.origin.getHref()}>
          {t('getQuote')}
        </Button>
      </Stack>
    </Alert>
  );
};
