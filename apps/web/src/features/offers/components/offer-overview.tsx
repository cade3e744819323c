import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Offer } from '@opencareers/contracts/offers';
import { IconBuilding, IconCalendarDue, IconCalendarEvent, IconCash, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { formatOfferDay, formatOfferPay, formatRespondBy, hasTerms } from '../logic/offer-terms.ts';

function Term({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // A dl holds only dt/dd (or divs of them): the icon sits inside the dt.
  return (
    <div>
      <Group component="dt" gap="xs" wrap="nowrap">
        <ThemeIcon variant="light" radius="md" size="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Text span size="sm" c="dimmed">
          {label}
        </Text>
      </Group>
      <Text component="dd" ms={0} mt={4} fw={600} fz="lg">
        {children}
      </Text>
    </div>
  );
}

/** What the offer gives, before any document is opened (issue 16 item 4). */
export function OfferOverview({ offer }: { offer: Offer }) {
  const { t, i18n } = useTranslation();
  const terms = offer.terms;
  // Once answered (or canceled) there is nothing left to respond by.
  const open = offer.status === 'Extended' || offer.status === 'Contract Extended';
  const respondBy = open ? offer.expires_at : null;
  if (!hasTerms(terms, respondBy)) return null;
  const pay = terms ? formatOfferPay(terms, i18n.language) : null;
  const period = terms?.pay_period;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="offer-overview-title">
      <Title order={2} fz="lg" mb="md" id="offer-overview-title">
        {t('offers.overview.title')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" m={0} data-testid="offer-overview">
        {pay ? (
          <Term icon={<IconCash size={18} />} label={t('offers.overview.pay')}>
            {period === 'year' || period === 'month' || period === 'hour'
              ? t(`offers.overview.payPer.${period}`, { pay })
              : pay}
          </Term>
        ) : null}
        {terms?.start_date ? (
          <Term icon={<IconCalendarEvent size={18} />} label={t('offers.overview.startDate')}>
            {formatOfferDay(terms.start_date, i18n.language)}
          </Term>
        ) : null}
        {terms?.place ? (
          <Term icon={<IconBuilding size={18} />} label={t('offers.overview.place')}>
            {terms.place}
          </Term>
        ) : null}
        {terms?.hiring_manager ? (
          <Term icon={<IconUser size={18} />} label={t('offers.overview.manager')}>
            {terms.hiring_manager}
          </Term>
        ) : null}
        {respondBy ? (
          <Term icon={<IconCalendarDue size={18} />} label={t('offers.overview.respondBy')}>
            {formatRespondBy(respondBy, i18n.language)}
          </Term>
        ) : null}
      </SimpleGrid>
    </Card>
  );
}

/**
 * After signing: the company's own "what happens next" for this offer, else the standard text;
 * forms the company assigned (onboarding) are in the forms center.
 */
export function WhatHappensNext({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  if (offer.status !== 'Accepted' && offer.status !== 'Contract Accepted') return null;
  const text = offer.next_steps?.trim() || t('offers.overview.nextStepsDefault');
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="offer-next-title">
      <Title order={2} fz="lg" mb="sm" id="offer-next-title">
        {t('offers.overview.nextStepsTitle')}
      </Title>
      <Stack gap="xs" data-testid="offer-next-steps">
        {text.split(/\n+/).map((line, i) => (
          // Paragraphs of the company's text; their order never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: static text split into paragraphs
          <Text key={i}>{line}</Text>
        ))}
        <Anchor component={Link} to={href('/careers/forms/center')} underline="always" w="fit-content">
          {t('offers.overview.formsLink')}
        </Anchor>
      </Stack>
    </Card>
  );
}
