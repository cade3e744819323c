import {
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type Preferences, payPeriods } from '@opencareers/contracts/profile';
import { employmentTypes, workPlaces } from '@opencareers/contracts/search-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { formatList } from '../../../lib/i18n/format-list.ts';
import { formatMoney } from '../../../lib/i18n/format-number.ts';
import { EditForm } from './edit-form.tsx';
import { ProfileSection } from './profile-section.tsx';
import type { SaveResult } from './use-profile-save.ts';

interface Props {
  preferences: Preferences;
  save: (body: {
    op_section: 'preferences';
    operation: 'update';
    op_data: { value: Preferences };
  }) => Promise<SaveResult>;
  saving: boolean;
}

/** How and where the candidate wants to work; work places feed match scoring. */
export function PreferencesSection({ preferences, save, saving }: Props) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState(preferences);
  const [places, setPlaces] = useState('');
  const open = () => {
    setDraft(preferences);
    setPlaces(preferences.desiredLocations.join('; '));
    setError(null);
    setEditing(true);
  };
  const p = preferences;
  const pay = p.payExpectation;
  return (
    <ProfileSection
      section="preferences"
      title={t('profile.sections.preferences')}
      intro={t('profile.preferences.intro')}
      actions={
        editing ? null : (
          <Button variant="light" size="xs" onClick={open} aria-label={t('profile.preferences.edit')}>
            {t('profile.actions.edit')}
          </Button>
        )
      }
    >
      {editing ? (
        <EditForm
          label={t('profile.preferences.edit')}
          saving={saving}
          error={error}
          onCancel={() => setEditing(false)}
          onSubmit={async (e) => {
            e?.preventDefault();
            const desiredLocations = places
              .split(';')
              .map((s) => s.trim())
              .filter(Boolean);
            const result = await save({
              op_section: 'preferences',
              operation: 'update',
              op_data: { value: { ...draft, desiredLocations } },
            });
            if (result.ok || result.kind === 'failed') setEditing(false);
            else setError(result.message);
          }}
        >
          <Checkbox.Group
            label={t('profile.preferences.workPlaces')}
            value={draft.workPlaces}
            onChange={(v) => setDraft({ ...draft, workPlaces: v as Preferences['workPlaces'] })}
          >
            <Group gap="md" mt={4}>
              {workPlaces.map((w) => (
                <Checkbox key={w} value={w} label={t(`profile.preferences.workPlace.${w}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Checkbox.Group
            label={t('profile.preferences.employmentTypes')}
            value={draft.employmentTypes}
            onChange={(v) => setDraft({ ...draft, employmentTypes: v as Preferences['employmentTypes'] })}
          >
            <Group gap="md" mt={4}>
              {employmentTypes.map((e) => (
                <Checkbox key={e} value={e} label={t(`profile.preferences.employmentType.${e}`)} />
              ))}
            </Group>
          </Checkbox.Group>
          <TextInput
            label={t('profile.preferences.desiredLocations')}
            description={t('profile.preferences.desiredLocationsHelp')}
            value={places}
            onChange={(e) => setPlaces(e.currentTarget.value)}
          />
          <Checkbox
            label={t('profile.preferences.relocation')}
            checked={draft.relocation}
            onChange={(e) => setDraft({ ...draft, relocation: e.currentTarget.checked })}
          />
          <Checkbox
            label={t('profile.preferences.shareExpectation')}
            checked={draft.payExpectation !== null}
            onChange={(e) =>
              setDraft({
                ...draft,
                payExpectation: e.currentTarget.checked ? { min: 0, currency: 'EUR', period: 'year' } : null,
              })
            }
          />
          {draft.payExpectation ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <NumberInput
                label={t('profile.preferences.payMin')}
                min={0}
                thousandSeparator=" "
                value={draft.payExpectation.min}
                onChange={(v) =>
                  draft.payExpectation &&
                  setDraft({ ...draft, payExpectation: { ...draft.payExpectation, min: Number(v) || 0 } })
                }
              />
              <TextInput
                label={t('profile.preferences.currency')}
                maxLength={3}
                value={draft.payExpectation.currency}
                onChange={(e) =>
                  draft.payExpectation &&
                  setDraft({
                    ...draft,
                    payExpectation: {
                      ...draft.payExpectation,
                      currency: e.currentTarget.value.toUpperCase(),
                    },
                  })
                }
              />
              <NativeSelect
                label={t('profile.preferences.period')}
                data={payPeriods.map((v) => ({ value: v, label: t(`profile.preferences.periods.${v}`) }))}
                value={draft.payExpectation.period}
                onChange={(e) =>
                  draft.payExpectation &&
                  setDraft({
                    ...draft,
                    payExpectation: {
                      ...draft.payExpectation,
                      period: e.currentTarget.value as (typeof payPeriods)[number],
                    },
                  })
                }
              />
            </SimpleGrid>
          ) : null}
        </EditForm>
      ) : (
        <Stack gap={6}>
          <Group gap={6}>
            {p.workPlaces.length || p.employmentTypes.length ? (
              <>
                {p.workPlaces.map((w) => (
                  <Badge key={w} variant="light">
                    {t(`profile.preferences.workPlace.${w}`)}
                  </Badge>
                ))}
                {p.employmentTypes.map((e) => (
                  <Badge key={e} variant="default">
                    {t(`profile.preferences.employmentType.${e}`)}
                  </Badge>
                ))}
              </>
            ) : (
              <Text c="gray.7">{t('profile.preferences.empty')}</Text>
            )}
          </Group>
          {p.desiredLocations.length ? (
            <Text size="sm">
              {t('profile.preferences.wantsToWorkIn', {
                places: formatList(p.desiredLocations, i18n.language),
              })}
            </Text>
          ) : null}
          {p.relocation ? <Text size="sm">{t('profile.preferences.relocates')}</Text> : null}
          {pay ? (
            <Text size="sm">
              {t('profile.preferences.expects', {
                amount: formatMoney(pay.min, pay.currency, i18n.language),
                period: t(`profile.preferences.periods.${pay.period}`),
              })}
            </Text>
          ) : null}
        </Stack>
      )}
    </ProfileSection>
  );
}
