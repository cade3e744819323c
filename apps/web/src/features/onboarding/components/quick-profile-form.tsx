import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import type { Profile } from '@opencareers/contracts/profile';
import { employmentTypes, workPlaces } from '@opencareers/contracts/search-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { type QuickProfile, saveQuickProfile } from '../api/profile-setup.ts';

/** "Fill it in" (ProfileBootstrapping): the few things that make recommendations work. */
export function QuickProfileForm({ onSaved, onBack }: { onSaved: (p: Profile) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState<QuickProfile>({
    headline: '',
    phone: '',
    location: '',
    skills: [],
    workPlaces: [],
    employmentTypes: [],
  });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (patch: Partial<QuickProfile>) => setValue((v) => ({ ...v, ...patch }));

  return (
    <Stack
      component="form"
      gap="md"
      onSubmit={async (e) => {
        e.preventDefault();
        setSaving(true);
        setProblem(null);
        try {
          onSaved(await saveQuickProfile(value));
        } catch (error) {
          setProblem(describeRequestError(error));
        } finally {
          setSaving(false);
        }
      }}
    >
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
        <Button variant="default" onClick={onBack} disabled={saving}>
          {t('onboardingPage.back')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('onboardingPage.saveProfile')}
        </Button>
      </Group>
    </Stack>
  );
}
