import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, MultiSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { joinTalentNetworkBodySchema, talentNetworkLimits } from '@opencareers/contracts/talent-network';
import { IconMailCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { emailIssue } from '../../../lib/validation/email-issue.ts';
import { useDepartments, useJoinTalentNetwork } from '../api/talent-network-api.ts';

const valuesSchema = z.object({
  email: z.string(),
  departments: z.array(z.string()),
  keywords: z.string(),
  location: z.string(),
});
type JoinValues = z.input<typeof valuesSchema>;

/** Interests (departments, words), a place and the address the alerts go to. */
export function JoinForm() {
  const { t } = useTranslation();
  const { user } = useBoot();
  const join = useJoinTalentNetwork();
  const departments = useDepartments();
  // The inputs become the request, which the contract checks; the two plain mistakes (no
  // address, no interest) are refused first in the reader's language.
  const schema = useMemo(
    () =>
      valuesSchema
        .superRefine((v, ctx) => {
          emailIssue(ctx, v.email, t('auth.validation.emailInvalid'));
          if (!v.departments.length && !v.keywords.trim())
            ctx.addIssue({ code: 'custom', path: ['keywords'], message: t('talentNetwork.needInterest') });
        })
        .transform(
          (v): z.input<typeof joinTalentNetworkBodySchema> => ({
            email: v.email.trim(),
            departments: v.departments,
            keywords: v.keywords.trim(),
            location: v.location.trim(),
          }),
        )
        .pipe(joinTalentNetworkBodySchema),
    [t],
  );
  const form = useForm<JoinValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { email: user.profile?.email ?? '', departments: [], keywords: '', location: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((body) => join.mutate(body));

  if (join.isSuccess)
    return (
      <Alert color="teal" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
        <Title order={2} fz="lg" mb={4}>
          {t('talentNetwork.checkEmailTitle')}
        </Title>
        <Text>{t('talentNetwork.checkEmail', { email: form.getValues('email').trim() })}</Text>
      </Alert>
    );

  const fieldErrors = isApiRequestError(join.error) ? join.error.fieldErrors : undefined;
  return (
    <form onSubmit={submit} noValidate aria-label={t('talentNetwork.title')}>
      <Stack gap="md">
        {join.error && !fieldErrors ? (
          <Alert color="red" variant="light" role="alert">
            {describeRequestError(join.error)}
          </Alert>
        ) : null}
        <TextInput
          label={t('talentNetwork.email')}
          type="email"
          autoComplete="email"
          required
          {...form.register('email')}
          error={errors.email?.message ?? fieldErrors?.email}
        />
        <Controller
          control={form.control}
          name="departments"
          // Either interest is enough: the keywords' complaint is checked again once one is chosen.
          rules={{ deps: ['keywords'] }}
          render={({ field: { ref, ...field } }) => (
            <MultiSelect
              {...field}
              ref={ref}
              label={t('talentNetwork.departments')}
              data={departments.data ?? []}
              maxValues={talentNetworkLimits.maxDepartments}
              searchable
              clearable
            />
          )}
        />
        <TextInput
          label={t('talentNetwork.keywords')}
          maxLength={talentNetworkLimits.maxKeywordsLength}
          {...form.register('keywords')}
          error={errors.keywords?.message ?? fieldErrors?.keywords}
        />
        <TextInput
          label={t('talentNetwork.location')}
          autoComplete="address-level2"
          maxLength={talentNetworkLimits.maxLocationLength}
          {...form.register('location')}
          error={errors.location?.message}
        />
        <Button type="submit" loading={join.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('talentNetwork.join')}
        </Button>
      </Stack>
    </form>
  );
}
