import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ParseWarning } from '@opencareers/contracts/resume';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EducationItem, ExperienceItem, LanguageItem, TextRow } from './review-fields.tsx';
import { type ContactKey, keptCount, type ResumeReview, type Reviewed } from './review-state.ts';

interface Props {
  fileName: string;
  review: ResumeReview;
  warnings: ParseWarning[];
  saving: boolean;
  onChange: (next: ResumeReview) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

const contactKeys: ContactKey[] = ['firstname', 'lastname', 'email', 'phone', 'location'];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Spec §4 confirmation: what the parser found, field by field; each can be kept, edited or dropped. */
export function ResumeReviewForm({
  fileName,
  review,
  warnings,
  saving,
  onChange,
  onConfirm,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const listItem =
    <K extends 'experience' | 'education' | 'skills' | 'languages' | 'links'>(key: K, i: number) =>
    (next: ResumeReview[K][number]) =>
      onChange({ ...review, [key]: review[key].map((old, j) => (j === i ? { ...next, id: old.id } : old)) });
  const count = keptCount(review);
  const empty =
    !Object.keys(review.contact).length &&
    !review.headline &&
    !review.summary &&
    !review.experience.length &&
    !review.education.length &&
    !review.skills.length;

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          {t('resumeUpload.reviewTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('resumeUpload.reviewIntro', { fileName })}
        </Text>
      </div>
      {warnings.length > 0 && (
        <Alert color="yellow" title={t('resumeUpload.warningsTitle')}>
          <Stack gap={2}>
            {warnings.map((w) => (
              <Text key={w.code} size="sm">
                {t(`resumeUpload.warnings.${w.code}`, { defaultValue: w.message })}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      {empty && <Text>{t('resumeUpload.nothingFound')}</Text>}

      {Object.keys(review.contact).length > 0 && (
        <Section title={t('resumeUpload.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {contactKeys.map((key) => {
              const item = review.contact[key];
              return item ? (
                <TextRow
                  key={key}
                  label={t(`resumeUpload.fields.${key}`)}
                  item={item}
                  onChange={(next) => onChange({ ...review, contact: { ...review.contact, [key]: next } })}
                />
              ) : null;
            })}
          </SimpleGrid>
          {review.contact.location && (
            <Text size="xs" c="dimmed">
              {t('resumeUpload.locationNote')}
            </Text>
          )}
        </Section>
      )}
      {(review.headline || review.summary) && (
        <Section title={t('resumeUpload.about')}>
          {review.headline && (
            <TextRow
              label={t('resumeUpload.fields.headline')}
              item={review.headline}
              onChange={(headline) => onChange({ ...review, headline })}
            />
          )}
          {review.summary && (
            <TextRow
              multiline
              label={t('resumeUpload.fields.summary')}
              item={review.summary}
              onChange={(summary) => onChange({ ...review, summary })}
            />
          )}
        </Section>
      )}
      {review.experience.length > 0 && (
        <Section title={t('resumeUpload.experience')}>
          {review.experience.map((item, i) => (
            <ExperienceItem key={item.id} item={item} onChange={listItem('experience', i)} />
          ))}
        </Section>
      )}
      {review.education.length > 0 && (
        <Section title={t('resumeUpload.education')}>
          {review.education.map((item, i) => (
            <EducationItem key={item.id} item={item} onChange={listItem('education', i)} />
          ))}
        </Section>
      )}
      {review.skills.length > 0 && (
        <Section title={t('resumeUpload.skills')}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
            {review.skills.map((item, i) => (
              <TextRow
                key={item.id}
                label={t('resumeUpload.skill', { n: i + 1 })}
                keepLabel={item.value.name}
                item={{ keep: item.keep, value: item.value.name }}
                onChange={(next: Reviewed<string>) =>
                  listItem(
                    'skills',
                    i,
                  )({
                    keep: next.keep,
                    value: {
                      name: next.value,
                      taxonomyId: next.value === item.value.name ? item.value.taxonomyId : null,
                    },
                  })
                }
              />
            ))}
          </SimpleGrid>
        </Section>
      )}
      {review.languages.length > 0 && (
        <Section title={t('resumeUpload.languages')}>
          {review.languages.map((item, i) => (
            <LanguageItem key={item.id} item={item} onChange={listItem('languages', i)} />
          ))}
        </Section>
      )}
      {review.links.length > 0 && (
        <Section title={t('resumeUpload.links')}>
          {review.links.map((item, i) => (
            <TextRow
              key={item.id}
              label={item.value.label || t('resumeUpload.link')}
              item={{ keep: item.keep, value: item.value.url }}
              onChange={(next) =>
                listItem('links', i)({ keep: next.keep, value: { ...item.value, url: next.value } })
              }
            />
          ))}
        </Section>
      )}

      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {t('resumeUpload.cancel')}
        </Button>
        <Button onClick={onConfirm} loading={saving}>
          {count ? t('resumeUpload.confirm', { count }) : t('resumeUpload.confirmFileOnly')}
        </Button>
      </Group>
    </Stack>
  );
}
