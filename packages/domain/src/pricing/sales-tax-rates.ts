/**
 * Canadian sales tax rates on a taxable supply, by the province or territory where the supply is made.
 * Rates are in thousandths of a percent (5 % is 5000, the QST's 9.975 % is 9975) so they stay integers.
 *
 * Sources, each read 2026-11-26:
 * - CRA, "Charge and collect the tax - Which rate to charge"
 *   https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate.html
 *   (its current list read in a copy at https://dir.md/www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate.html):
 *   5 % GST in AB, BC, MB, NT, NU, QC, SK, YT; 13 % HST in ON; 14 % HST in NS (since 2025-04-01); 15 % HST in NB, NL,
 *   PE. The brief that asked for this table said 15 % for NS; that page and the province's notice of the cut
 *   (Nova Scotia, 2025-01-03, "the decrease in the HST to 14 per cent from 15 per cent", effective 2025-04-01, as
 *   republished at https://electricalindustry.ca/changing-scenes/nova-scotia-hst-reduction) say 14 %.
 * - Revenu Québec, "HST Rates"
 *   https://www.revenuquebec.ca/en/businesses/consumption-taxes/gsthst-and-qst/basic-rules-for-applying-the-gsthst-and-qst/what-is-the-hst/hst-rates/
 *   NB and NL 15 % since 2016-07-01, PE 15 % since 2016-10-01, ON 13 % (its table predates the NS cut).
 * - Revenu Québec, "Calculating the Taxes" http://www.revenuquebec.ca/en/entreprise/taxes/tvq_tps/calcul-taxes.aspx
 *   QST 9.975 % since 2013-01-01, on the selling price excluding the GST; a fraction of a cent of one half or more
 *   counts as a whole cent.
 *
 * Provincial sales taxes of BC, MB and SK (PST/RST) are not here: they are separate provincial regimes outside the
 * GST/HST/QST this table is for, and no source read for it says how they treat freight. Adding one means a cited row.
 */

/** Where a rate applies and what it is: GST in non-participating provinces, HST in participating ones. */
export type FederalRate = { kind: 'gst' | 'hst'; rateMilliPercent: number; since: string };

export const FEDERAL_RATES: Readonly<Record<string, FederalRate>> = {
  AB: { kind: 'gst', rateMilliPercent: 5000, since: '2008-01-01' },
  BC: { kind: 'gst', rateMilliPercent: 5000, since: '2013-04-01' },
  MB: { kind: 'gst', rateMilliPercent: 5000, since: '2008-01-01' },
  NT: { kind: 'gst', rateMilliPercent: 5000, since: '2008-01-01' },
  NU: { kind: 'gst', rateMilliPercent: 5000, since: '2008-01-01' },
  QC: { kind: 'gst', rateMilliPercent: 5000, since: '2008-01-01' },
  SK: { kind: 'gst', rateMilliPercent: 5000, since: '2008-01-01' },
  YT: { kind: 'gst', rateMilliPercent: 5000, since: '2008-01-01' },
  ON: { kind: 'hst', rateMilliPercent: 13000, since: '2010-07-01' },
  NS: { kind: 'hst', rateMilliPercent: 14000, since: '2025-04-01' },
  NB: { kind: 'hst', rateMilliPercent: 15000, since: '2016-07-01' },
  NL: { kind: 'hst', rateMilliPercent: 15000, since: '2016-07-01' },
  PE: { kind: 'hst', rateMilliPercent: 15000, since: '2016-10-01' },
};

/** Quebec sales tax, on the price without the GST (Revenu Québec, "Calculating the Taxes"). */
export const QST_RATE = { rateMilliPercent: 9975, since: '2013-01-01' } as const;
