import type { LetterMergeField } from '@opencareers/contracts/letter-templates';

export interface OfferLetterInput {
  companyName: string;
  candidateName: string;
  positionTitle: string;
  department: string;
  payAmount: number | null;
  payCurrency: string | null;
  payPeriod: string | null;
  startDate: string | null;
  place?: string | null;
  hiringManager?: string | null;
  expiresAt: Date | null;
  kind: 'job' | 'contract';
  issuedAt: Date;
}

/** Letters are written in US English, so dates read MM/DD/YYYY (as they always have). */
export const usDate = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;

export function formatPay(
  amount: number | null,
  currency: string | null,
  period: string | null,
): string | null {
  if (amount === null || !currency) return null;
  const money = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
  return period ? `${money} per ${period}` : money;
}

/** A YYYY-MM-DD start date as MM/DD/YYYY. */
const startDate = (iso: string | null) => {
  if (!iso) return null;
  const [yy, mm, dd] = iso.split('-');
  return `${mm}/${dd}/${yy}`;
};

/** Empty text counts as no value, so its paragraph is left out rather than printed half-blank. */
const orNull = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

/** Every merge field's text for one offer; null where the offer has no value. */
export function letterMergeValues(input: OfferLetterInput): Record<LetterMergeField, string | null> {
  const contract = input.kind === 'contract';
  return {
    candidate_name: input.candidateName,
    job_title: input.positionTitle,
    department: input.department,
    company_name: input.companyName,
    engagement: contract ? 'contract engagement as' : 'position of',
    pay_label: contract ? 'rate' : 'base salary',
    pay: formatPay(input.payAmount, input.payCurrency, input.payPeriod),
    start_date: startDate(input.startDate),
    place: orNull(input.place),
    manager: orNull(input.hiringManager),
    expiry: input.expiresAt ? usDate(input.expiresAt) : null,
  };
}

const DAY = 86_400_000;

/** What the preview fills in when no offer is chosen: every field has a value. */
export function sampleLetterInput(companyName: string, now = new Date()): OfferLetterInput {
  const start = new Date(now.getTime() + 30 * DAY).toISOString().slice(0, 10);
  return {
    companyName,
    candidateName: 'Alex Morgan',
    positionTitle: 'Product Designer',
    department: 'Design',
    payAmount: 95000,
    payCurrency: 'USD',
    payPeriod: 'year',
    startDate: start,
    place: 'Remote (US time zones)',
    hiringManager: 'Jamie Lee',
    expiresAt: new Date(now.getTime() + 14 * DAY),
    kind: 'job',
    issuedAt: now,
  };
}
