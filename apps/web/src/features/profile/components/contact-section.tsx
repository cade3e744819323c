import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SimpleGrid, Text, TextInput } from '@mantine/core';
import { type Profile, type ProfileContact, profileContactSchema } from '@opencareers/contracts/profile';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { regionName } from '../../../lib/i18n/region-name.ts';
import { EditForm } from './edit-form.tsx';
import { ProfileSection } from './profile-section.tsx';
import { applyServerFieldErrors } from './server-field-errors.ts';
import type { SaveResult } from './use-profile-save.ts';

interface Props {
  profile: Profile;
  save: (body: {
    op_section: 'contact';
    operation: 'update';
    op_data: { value: ProfileContact };
  }) => Promise<SaveResult>;
  saving: boolean;
}

/** The stored E.164 number as people read it: "+351 912 345 678". */
const readablePhone = (phone: string) => parsePhoneNumberFromString(phone)?.formatInternational() ?? phone;

/** "City, Region, Country", the country named in the UI language (the profile keeps its code). */
function placeLine(profile: Profile, locale: string): string {
  const p = profile.place;
  if (!p || p.lat === null) return '';
  return [p.city, p.region, p.countryCode ? regionName(p.countryCode, locale) : null]
    .filter(Boolean)
    .join(', ');
}

export function ContactSection({ profile, save, saving }: Props) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const c = profile.contact;
  const rows: [string, string][] = [
    [t('profile.contact.name'), `${c.firstname} ${c.lastname}`.trim()],
    [t('profile.contact.email'), c.email],
    [t('profile.contact.phone'), readablePhone(c.phone)],
    [t('profile.contact.location'), c.location],
  ];
  const resolved = placeLine(profile, i18n.language);
  return (
    <ProfileSection
      section="contact"
      title={t('profile.sections.contact')}
      actions={
        editing ? null : (
          <Button
            variant="light"
            size="xs"
            onClick={() => setEditing(true)}
            aria-label={t('profile.contact.edit')}
          >
            {t('profile.actions.edit')}
          </Button>
        )
      }
    >
      {editing ? (
        <ContactForm
          contact={c}
          saving={saving}
          onCancel={() => setEditing(false)}
          onSave={async (value) => {
            const result = await save({ op_section: 'contact', operation: 'update', op_data: { value } });
            if (result.ok || result.kind === 'failed') setEditing(false);
            return result;
          }}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="gray.7">
                {label}
              </Text>
              <Text
                component="dd"
                m={0}
                fw={500}
                c={value ? undefined : 'gray.7'}
                style={{ overflowWrap: 'anywhere' }}
              >
                {value || t('profile.notGiven')}
                {label === t('profile.contact.location') && resolved && resolved !== value ? (
                  <Text span size="sm" c="gray.7">
                    {' '}
                    ({resolved})
                  </Text>
                ) : null}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      )}
    </ProfileSection>
  );
}

function ContactForm({
  contact,
  saving,
  onSave,
  onCancel,
}: {
  contact: ProfileContact;
  saving: boolean;
  onSave: (value: ProfileContact) => Promise<SaveResult>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProfileContact>({
    resolver: zodResolver(profileContactSchema),
    defaultValues: contact,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (value) => {
    const result = await onSave(value);
    if (!result.ok && result.kind === 'invalid') {
      setError(result.message);
      applyServerFieldErrors(result.fieldErrors, form.setError);
    }
  });
  return (
    <EditForm
      label={t('profile.contact.edit')}
      onSubmit={submit}
      onCancel={onCancel}
      saving={saving}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t('profile.contact.firstname')}
          required
          autoComplete="given-name"
          {...form.register('firstname')}
          error={errors.firstname?.message}
        />
        <TextInput
          label={t('profile.contact.lastname')}
          autoComplete="family-name"
          {...form.register('lastname')}
          error={errors.lastname?.message}
        />
        <TextInput
          label={t('profile.contact.email')}
          type="email"
          required
          autoComplete="email"
          {...form.register('email')}
          error={errors.email?.message}
        />
        <TextInput
          label={t('profile.contact.phone')}
          type="tel"
          autoComplete="tel"
          {...form.register('phone')}
          error={errors.phone?.message}
        />
        <TextInput
          label={t('profile.contact.location')}
          description={t('profile.contact.locationHelp')}
          autoComplete="address-level2"
          {...form.register('location')}
          error={errors.location?.message}
        />
      </SimpleGrid>
    </EditForm>
  );
}
