import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signatureNameError } from '../logic/offer-display.ts';

export interface SignFormValues {
  name: string;
  agreed: boolean;
}

interface SignFormProps {
  /** The profile's full name the typed name must equal (shell §5). */
  profileName: string;
  submitting: boolean;
  submitLabel: string;
  onSubmit: (values: SignFormValues) => void;
  /** Extra actions beside submit (Decline, Back). */
  children?: React.ReactNode;
}

/** shell §5 sign form: a required agreement checkbox and the full name as the signature. */
export function SignForm({ profileName, submitting, submitLabel, onSubmit, children }: SignFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [touched, setTouched] = useState(false);
  const nameError = signatureNameError(name, profileName);
  const showErrors = touched;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!agreed || nameError) return;
        onSubmit({ name: name.trim().replace(/\s+/g, ' '), agreed });
      }}
    >
      <Stack gap="md">
        <Checkbox
          label={t('offers.letter.agree')}
          checked={agreed}
          onChange={(e) => setAgreed(e.currentTarget.checked)}
          error={showErrors && !agreed ? t('offers.letter.agreeRequired') : undefined}
          required
        />
        <TextInput
          label={t('offers.letter.fullName')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          onBlur={() => name && setTouched(true)}
          autoComplete="name"
          description={t('offers.letter.nameHint', { name: profileName })}
          required
          maw={480}
          error={
            showErrors && nameError
              ? nameError === 'required'
                ? t('offers.letter.fullNameRequired')
                : t('offers.letter.nameMismatch')
              : undefined
          }
        />
        <Group gap="sm">
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
          {children}
        </Group>
      </Stack>
    </form>
  );
}
