import type { AdminMoney } from '@freight/domain';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCad } from '../components/cad';

/** The check: everything paid in is held in escrow, owed or paid to drivers, kept as revenue, or refunded. */
export const Reconciliation = ({ money }: { money: AdminMoney }) => {
  const { t } = useTranslation('admin');
  const cad = useCad();
  const id = useId();
  const { totals, reconciliation } = money;
  const lines: [string, number][] = [
    [t('money.check.escrow'), totals.escrow_cad_cents],
    [t('money.check.tax'), totals.tax_held_cad_cents + totals.tax_payable_cad_cents],
    [t('money.check.payable'), totals.payable_cad_cents],
    [t('money.check.revenue'), totals.revenue_cad_cents],
    [t('money.check.refunds'), totals.refunds_cad_cents],
  ];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {t('money.check.title')}
        </Title>
        <Text size="sm">{t('money.check.formula')}</Text>
        <table style={{ borderCollapse: 'collapse', maxWidth: 520 }}>
          <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
            {t('money.check.title')}
          </caption>
          <tbody>
            {lines.map(([label, cents], index) => (
              <tr key={label}>
                <th scope="row" style={{ textAlign: 'start', fontWeight: 400, padding: '2px 12px 2px 0' }}>
                  {index > 0 ? '+ ' : ''}
                  {label}
                </th>
                <td style={{ textAlign: 'end', fontVariantNumeric: 'tabular-nums' }}>{cad(cents)}</td>
              </tr>
            ))}
            <tr style={{ borderTop: '1px solid var(--mantine-color-gray-5)' }}>
              <th scope="row" style={{ textAlign: 'start', padding: '2px 12px 2px 0' }}>
                = {t('money.check.accounted')}
              </th>
              <td style={{ textAlign: 'end', fontWeight: 700 }}>{cad(reconciliation.accounted_cad_cents)}</td>
            </tr>
            <tr>
              <th scope="row" style={{ textAlign: 'start', padding: '2px 12px 2px 0' }}>
                {t('money.check.payments')}
              </th>
              <td style={{ textAlign: 'end', fontWeight: 700 }}>{cad(reconciliation.payments_cad_cents)}</td>
            </tr>
            <tr>
              <th scope="row" style={{ textAlign: 'start', fontWeight: 400, padding: '2px 12px 2px 0' }}>
                {t('money.check.difference')}
              </th>
              <td style={{ textAlign: 'end' }}>{cad(reconciliation.difference_cad_cents)}</td>
            </tr>
          </tbody>
        </table>
        {/* Text rather than a badge: a badge cuts a long sentence short on a phone. */}
        <Text
          fw={700}
          c="white"
          bg={reconciliation.holds ? 'brand.7' : 'red.9'}
          px="sm"
          py={4}
          style={{ borderRadius: 'var(--mantine-radius-sm)', alignSelf: 'flex-start' }}
        >
          {t(reconciliation.holds ? 'money.check.holds' : 'money.check.fails')}
        </Text>
        {reconciliation.unreconciled_payments + reconciliation.unsent_card_refunds > 0 && (
          <Alert color="red">
            {t('money.check.unsettled', {
              payments: reconciliation.unreconciled_payments,
              refunds: reconciliation.unsent_card_refunds,
            })}
          </Alert>
        )}
        {!reconciliation.ledger_balanced && (
          <Alert color="red" role="alert">
            {t('money.check.unbalanced')}
          </Alert>
        )}
        {totals.payments_in_ledger_cad_cents !== totals.payments_cad_cents && (
          <Alert color="red">
            {t('money.check.ledgerDiffers', { amount: cad(totals.payments_in_ledger_cad_cents) })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
};
