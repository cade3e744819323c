import { Badge, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Offer, OfferDocument } from '@opencareers/contracts/offers';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { documentAction, documentLine } from '../logic/offer-display.ts';

/** Where a document opens: the offer letter has its own screen, others the document screen. */
export const documentPath = (offer: Offer, doc: OfferDocument) =>
  doc.document_type === 'offer_letter'
    ? `/careers/offer-letter/${offer.id}`
    : `/careers/offer/${offer.id}/offer-document/${doc.id}`;

export function DocumentCard({ offer, doc }: { offer: Offer; doc: OfferDocument }) {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const action = documentAction(doc, offer);
  const line = documentLine(doc, offer, Date.now(), i18n.language);
  const label = t(`offers.detail.${action.kind}`);
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Group justify="space-between" wrap="nowrap" gap="md">
        <Group wrap="nowrap" gap="md" miw={0}>
          <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
            <IconFileText size={24} stroke={1.5} />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Group gap="xs">
              <Text fw={600}>{doc.name}</Text>
              <Badge
                size="sm"
                variant="light"
                color={doc.status === 'Signed' ? 'green' : 'gray'}
                // green.9 on the green tint is about 3.9:1; the deeper shade of TintedStatusBadge keeps AA.
                c={doc.status === 'Signed' ? '#1e6b30' : 'gray.9'}
              >
                {t(`offers.documentStatus.${doc.status}`)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {'date' in line
                ? t(`offers.line.${line.key}`, { date: line.date })
                : t(`offers.line.${line.key}`)}
            </Text>
          </Stack>
        </Group>
        {action.disabled ? (
          <Button disabled variant={action.kind === 'start' ? 'filled' : 'default'}>
            {label}
          </Button>
        ) : (
          <Button
            component={Link}
            to={href(documentPath(offer, doc))}
            variant={action.kind === 'start' ? 'filled' : 'default'}
            aria-label={`${label}: ${doc.name}`}
          >
            {label}
          </Button>
        )}
      </Group>
    </Card>
  );
}
