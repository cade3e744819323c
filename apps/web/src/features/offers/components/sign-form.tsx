import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
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
  const schema = useMemo(
    () =>
      z.object({
        agreed: z.boolean().refine(Boolean, t('offers.letter.agreeRequired')),
        name: z
          .string()
          .superRefine((name, ctx) => {
            const error = signatureNameError(name, profileName);
            if (error)
              ctx.addIssue({
                code: 'custom',
                message:
                  error === 'required'
                    ? t('offers.letter.fullNameRequired')
                    : t('offers.letter.nameMismatch'),
              });
          })
          // The signature is the name as typed, its spaces tidied.
          .transform((name) => name.trim().replace(/\s+/g, ' ')),
      }),
    [profileName, t],
  );
  const form = useForm<z.input<typeof schema>, unknown, SignFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { agreed: false, name: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values))}>
      <Stack gap="md">
        <Checkbox
          label={t('offers.letter.agree')}
          {...form.register('agreed')}
          error={errors.agreed?.message}
          required
        />
        <TextInput
          label={t('offers.letter.fullName')}
          {...form.register('name')}
          autoComplete="name"
          description={t('offers.letter.nameHint', { name: profileName })}
          required
          maw={480}
          error={errors.name?.message}
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
