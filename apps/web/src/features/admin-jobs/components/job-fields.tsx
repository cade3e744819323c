import {
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { jobPayPeriods } from '@opencareers/contracts/admin-jobs';
import { employmentTypes, seniorities, workPlaces } from '@opencareers/contracts/search-constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Messages } from '../../../lib/i18n/i18n.ts';
import { errorAt, type JobDraft } from '../logic/job-draft.ts';
import { ApplicationFormSelect } from './application-form-select.tsx';
import { DescriptionEditor } from './description-editor.tsx';
import { JobLanguageSelect } from './job-language-select.tsx';
import { PlacePicker } from './place-picker.tsx';
import { ScreeningQuestionsEditor } from './screening-questions-editor.tsx';
import { SkillsPicker } from './skills-picker.tsx';

const currencies = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'INR',
  'JPY',
  'SGD',
  'BRL',
  'MXN',
  'ZAR',
  'NZD',
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `job-section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Card>
  );
}

interface JobFieldsProps {
  draft: JobDraft;
  errors: Record<string, string>;
  onChange: (patch: Partial<JobDraft>) => void;
  /** Restarts the description editor from the draft's text (after loading another version). */
  editorKey: string;
}

/** Every field of a job, grouped as an admin thinks of them. */
export function JobFields({ draft, errors, onChange, editorKey }: JobFieldsProps) {
  const { t } = useTranslation();
  const f = (name: Exclude<keyof Messages['adminJobs']['form'], 'editor' | 'period' | 'languageDefault'>) =>
    t(`adminJobs.form.${name}`);
  const err = (field: string) => errorAt(errors, field);
  return (
    <Stack gap="lg">
      <Section title={f('basics')}>
        <TextInput
          label={f('title')}
          required
          value={draft.title}
          onChange={(e) => onChange({ title: e.currentTarget.value })}
          error={err('title')}
          maxLength={200}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={f('department')}
            required
            value={draft.department}
            onChange={(e) => onChange({ department: e.currentTarget.value })}
            error={err('department')}
            maxLength={120}
          />
          <TextInput
            label={f('externalId')}
            description={f('externalIdHelp')}
            value={draft.externalId}
            onChange={(e) => onChange({ externalId: e.currentTarget.value })}
            error={err('externalId')}
            maxLength={64}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={f('employmentType')}
            value={draft.employmentType}
            allowDeselect={false}
            data={employmentTypes.map((v) => ({ value: v, label: t(`positions.employmentType.${v}`) }))}
            onChange={(v) => v && onChange({ employmentType: v as JobDraft['employmentType'] })}
            error={err('employmentType')}
          />
          <Select
            label={f('seniority')}
            value={draft.seniority}
            allowDeselect={false}
            data={seniorities.map((v) => ({ value: v, label: t(`positions.seniority.${v}`) }))}
            onChange={(v) => v && onChange({ seniority: v as JobDraft['seniority'] })}
            error={err('seniority')}
          />
          <Select
            label={f('workPlace')}
            value={draft.workPlace}
            allowDeselect={false}
            data={workPlaces.map((v) => ({ value: v, label: t(`positions.workPlace.${v}`) }))}
            onChange={(v) => v && onChange({ workPlace: v as JobDraft['workPlace'] })}
            error={err('workPlace')}
          />
        </SimpleGrid>
      </Section>

      <Section title={f('description')}>
        <DescriptionEditor
          key={editorKey}
          label={f('description')}
          description={f('descriptionHelp')}
          value={draft.descriptionHtml}
          onChange={(html) => onChange({ descriptionHtml: html })}
        />
        <JobLanguageSelect
          value={draft.language}
          onChange={(language) => onChange({ language })}
          error={err('language')}
        />
      </Section>

      <Section title={f('places')}>
        <PlacePicker
          value={draft.locations}
          onChange={(locations) => onChange({ locations })}
          error={err('locations')}
        />
      </Section>

      <Section title={f('pay')}>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <NumberInput
            label={f('payMin')}
            value={draft.payMin}
            onChange={(v) => onChange({ payMin: typeof v === 'number' ? v : '' })}
            min={0}
            max={100_000_000}
            allowDecimal={false}
            thousandSeparator=","
            error={err('payMin')}
          />
          <NumberInput
            label={f('payMax')}
            value={draft.payMax}
            onChange={(v) => onChange({ payMax: typeof v === 'number' ? v : '' })}
            min={0}
            max={100_000_000}
            allowDecimal={false}
            thousandSeparator=","
            error={err('payMax')}
          />
          <Select
            label={f('payCurrency')}
            value={draft.payCurrency || null}
            data={currencies}
            searchable
            clearable
            onChange={(v) => onChange({ payCurrency: v ?? '' })}
            error={err('payCurrency')}
          />
          <Select
            label={f('payPeriod')}
            value={draft.payPeriod || null}
            data={jobPayPeriods.map((p) => ({ value: p, label: t(`adminJobs.form.period.${p}`) }))}
            clearable
            onChange={(v) => onChange({ payPeriod: (v ?? '') as JobDraft['payPeriod'] })}
            error={err('payPeriod')}
          />
        </SimpleGrid>
      </Section>

      <Section title={f('skills')}>
        <SkillsPicker
          value={draft.skills}
          onChange={(skills) => onChange({ skills })}
          error={err('skills')}
        />
      </Section>

      <Section title={t('adminJobs.screening.title')}>
        <ApplicationFormSelect
          value={draft.applicationFormId}
          onChange={(applicationFormId) => onChange({ applicationFormId })}
          error={err('applicationFormId')}
        />
        <ScreeningQuestionsEditor
          value={draft.screeningQuestions}
          onChange={(screeningQuestions) => onChange({ screeningQuestions })}
          errors={errors}
        />
      </Section>

      <Section title={f('visibility')}>
        <Group align="flex-start" gap="xl">
          <TextInput
            type="date"
            label={f('expiresAt')}
            description={f('expiresAtHelp')}
            value={draft.expiresOn}
            onChange={(e) => onChange({ expiresOn: e.currentTarget.value })}
            error={err('expiresAt')}
            w={{ base: '100%', sm: 240 }}
          />
        </Group>
        <Checkbox
          label={f('isPrivate')}
          description={f('isPrivateHelp')}
          checked={draft.isPrivate}
          onChange={(e) => onChange({ isPrivate: e.currentTarget.checked })}
        />
      </Section>
    </Stack>
  );
}
