import {
  Alert,
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { onboardingDraftValuesSchema } from '@opencareers/contracts/onboarding';
import type { Profile } from '@opencareers/contracts/profile';
import { employmentTypes, workPlaces } from '@opencareers/contracts/search-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { LeaveGuardModal, SaveStatus, useAutosave, useLeaveGuard } from '../../forms/index.ts';
import { removeOnboardingDraft, saveOnboardingDraft, useOnboardingDraft } from '../api/onboarding-draft.ts';
import { type QuickProfile, saveQuickProfile } from '../api/profile-setup.ts';
import { quickProfileFromDraft } from '../logic/quick-profile-draft.ts';

type Props = { onSaved: (p: Profile) => void; onBack: () => void };

/**
 * "Fill it in" (ProfileBootstrapping): the few things that make recommendations work. The
 * answers are autosaved as a draft about a second after each change (this form asks for no
 * secret), so they come back on any device; leaving with a save pending asks first.
 */
export function QuickProfileForm(props: Props) {
  const { t } = useTranslation();
  const draft = useOnboardingDraft();
  if (draft.isPending)
    return <Skeleton height={360} radius="md" role="status" aria-label={t('common.loading')} />;
  return <Fill {...props} initial={quickProfileFromDraft(draft.data?.values)} />;
}

function Fill({ onSaved, onBack, initial }: Props & { initial: QuickProfile }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<QuickProfile>(initial);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const autosave = useAutosave((values) =>
    // Checked here as the server checks it, so a value it would refuse is never sent.
    saveOnboardingDraft(onboardingDraftValuesSchema.parse(values)),
  );
  const blocker = useLeaveGuard(autosave.unsaved);
  const set = (patch: Partial<QuickProfile>) => {
    const next = { ...value, ...patch };
    setValue(next);
    autosave.change({ ...next });
  };

  return (
    <Stack
      component="form"
      gap="md"
      onSubmit={async (e) => {
        e.preventDefault();
        setSaving(true);
        setProblem(null);
        try {
          // A save still waiting would otherwise bring the draft back after it is removed.
          await autosave.flush().catch(() => undefined);
          const profile = await saveQuickProfile(value);
          // The profile holds the answers now; a draft left behind (a failed delete) is harmless.
          await removeOnboardingDraft().catch(() => undefined);
          onSaved(profile);
        } catch (error) {
          setProblem(describeRequestError(error));
        } finally {
          setSaving(false);
        }
      }}
    >
      <SaveStatus status={autosave.status} secretsNote={false} />
      <LeaveGuardModal blocker={blocker} />
      <TextInput
        label={t('onboardingPage.headline')}
        description={t('onboardingPage.headlineHint')}
        value={value.headline}
        onChange={(e) => set({ headline: e.currentTarget.value })}
        required
        maxLength={200}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('onboardingPage.location')}
          value={value.location}
          onChange={(e) => set({ location: e.currentTarget.value })}
          maxLength={200}
          autoComplete="address-level2"
        />
        <TextInput
          label={t('onboardingPage.phone')}
          type="tel"
          value={value.phone}
          onChange={(e) => set({ phone: e.currentTarget.value })}
          maxLength={40}
          autoComplete="tel"
        />
      </SimpleGrid>
      <TagsInput
        label={t('onboardingPage.skills')}
        description={t('onboardingPage.skillsHint')}
        value={value.skills}
        onChange={(skills) => set({ skills })}
        maxTags={50}
        splitChars={[',', ';']}
      />
      <Checkbox.Group
        label={t('onboardingPage.workPlaces')}
        value={value.workPlaces}
        onChange={(v) => set({ workPlaces: v as QuickProfile['workPlaces'] })}
      >
        <Group mt={6}>
          {workPlaces.map((w) => (
            <Checkbox key={w} value={w} label={t(`onboardingPage.workPlace.${w}`, { defaultValue: w })} />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox.Group
        label={t('onboardingPage.employmentTypes')}
        value={value.employmentTypes}
        onChange={(v) => set({ employmentTypes: v as QuickProfile['employmentTypes'] })}
      >
        <Group mt={6}>
          {employmentTypes.map((w) => (
            <Checkbox
              key={w}
              value={w}
              label={t(`onboardingPage.employmentType.${w}`, { defaultValue: w })}
            />
          ))}
        </Group>
      </Checkbox.Group>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          variant="default"
          onClick={async () => {
            await autosave.flush().catch(() => undefined);
            onBack();
          }}
          disabled={saving}
        >
          {t('onboardingPage.back')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('onboardingPage.saveProfile')}
        </Button>
      </Group>
    </Stack>
  );
}
