import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  MultiSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { resumeLimits } from '@opencareers/contracts/resume';
import {
  joinTalentNetworkBodySchema,
  talentNetworkInterestsBodySchema,
  talentNetworkLimits,
} from '@opencareers/contracts/talent-network';
import { IconMailCheck, IconPaperclip } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { emailIssue } from '../../../lib/validation/email-issue.ts';
import { profileQuery, readAsDataUrl } from '../../profile/index.ts';
import {
  type MemberLink,
  useChangeInterests,
  useDepartments,
  useJoinTalentNetwork,
} from '../api/talent-network-api.ts';
import { interestsFromProfile } from '../logic/interests-from-profile.ts';

const valuesSchema = z.object({
  email: z.string(),
  departments: z.array(z.string()),
  keywords: z.string(),
  location: z.string(),
  /** What is shared with the company when joining: a guest's file, a candidate's profile. */
  resume: z.custom<File | null>(),
  share: z.boolean(),
});
type FormValues = z.input<typeof valuesSchema>;
type InterestValues = Omit<FormValues, 'resume' | 'share'>;

/** What a guest may attach: a PDF or DOCX within the résumé limit (the server reads the bytes again). */
export const resumeAccept =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const acceptableResume = (file: File) =>
  /\.(pdf|docx)$/i.test(file.name) && file.size > 0 && file.size <= resumeLimits.maxBytes;

/** A confirmed member's link and what they chose so far: the form changes them instead of joining. */
export interface ManageMembership {
  link: MemberLink;
  current: InterestValues;
}

/**
 * Interests (departments, words), a place and the address the alerts go to. Joining by
 * default; with `manage`, a member's own interests to change (the address is shown, not edited).
 */
export function JoinForm({ manage }: { manage?: ManageMembership }) {
  const { t } = useTranslation();
  const { user } = useBoot();
  const join = useJoinTalentNetwork();
  const change = useChangeInterests(manage?.link ?? { member: '', token: '' });
  const mutation = manage ? change : join;
  const departments = useDepartments();
  // A signed-in candidate starts from their profile (title or skills, and a place).
  const isCandidate = !manage && user.isLoggedIn && user.role === 'candidate';
  const profile = useQuery({ ...profileQuery(user.profile?.encId), enabled: isCandidate });
  const [prefilled, setPrefilled] = useState(false);
  const isGuest = !manage && !user.isLoggedIn;
  // The inputs become the request, which the contract checks; the two plain mistakes (no
  // address, no interest) are refused first in the reader's language.
  const schema = useMemo(() => {
    const checked = valuesSchema.superRefine((v, ctx) => {
      if (!manage) emailIssue(ctx, v.email, t('auth.validation.emailInvalid'));
      if (!v.departments.length && !v.keywords.trim())
        ctx.addIssue({ code: 'custom', path: ['keywords'], message: t('talentNetwork.needInterest') });
      if (v.resume && !acceptableResume(v.resume))
        ctx.addIssue({ code: 'custom', path: ['resume'], message: t('talentNetwork.resumeType') });
    });
    const interests = (v: FormValues): z.input<typeof talentNetworkInterestsBodySchema> => ({
      departments: v.departments,
      keywords: v.keywords.trim(),
      location: v.location.trim(),
    });
    // A member changes only their interests; joining sends the address too.
    return manage
      ? checked.transform(interests).pipe(talentNetworkInterestsBodySchema)
      : checked
          .transform(
            (v): z.input<typeof joinTalentNetworkBodySchema> => ({ email: v.email.trim(), ...interests(v) }),
          )
          .pipe(joinTalentNetworkBodySchema);
  }, [t, manage]);
  const form = useForm<FormValues, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...(manage?.current ?? {
        email: user.profile?.email ?? '',
        departments: [],
        keywords: '',
        location: '',
      }),
      resume: null,
      share: false,
    },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!profile.data || prefilled || form.formState.isDirty) return;
    const start = interestsFromProfile(profile.data);
    if (!start.keywords && !start.location) return;
    form.reset({ ...form.getValues(), ...start });
    setPrefilled(true);
  }, [profile.data, prefilled, form]);

  const submit = form.handleSubmit(async (body) => {
    if (!('email' in body && typeof body.email === 'string')) return change.mutate(body);
    // The schema checked the file; the body carries it as the data URL the server reads.
    const { resume, share } = form.getValues();
    const attached =
      isGuest && resume ? { file_name: resume.name, content: await readAsDataUrl(resume) } : undefined;
    join.mutate({
      ...body,
      email: body.email,
      ...(attached ? { resume: attached } : {}),
      ...(isCandidate && share ? { share_profile: true } : {}),
    });
  });

  if (join.isSuccess)
    return (
      <Alert color="teal" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
        <Title order={2} fz="lg" mb={4}>
          {t('talentNetwork.checkEmailTitle')}
        </Title>
        <Text>{t('talentNetwork.checkEmail', { email: form.getValues('email').trim() })}</Text>
      </Alert>
    );

  const fieldErrors = isApiRequestError(mutation.error) ? mutation.error.fieldErrors : undefined;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={manage ? t('talentNetwork.manageTitle') : t('talentNetwork.title')}
    >
      <Stack gap="md">
        {mutation.error && !fieldErrors ? (
          <Alert color="red" variant="light" role="alert">
            {describeRequestError(mutation.error)}
          </Alert>
        ) : null}
        {change.isSuccess && !form.formState.isDirty ? (
          <Alert color="teal" variant="light" role="status">
            {t('talentNetwork.saved')}
          </Alert>
        ) : null}
        {prefilled ? (
          <Text size="sm" c="gray.7">
            {t('talentNetwork.prefilled')}
          </Text>
        ) : null}
        <TextInput
          label={t('talentNetwork.email')}
          type="email"
          autoComplete="email"
          required={!manage}
          readOnly={!!manage}
          // Shown, not edited: a member's address is the membership (a new one joins anew).
          variant={manage ? 'filled' : 'default'}
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
          error={errors.location?.message ?? fieldErrors?.location}
        />
        {isGuest ? (
          <Controller
            control={form.control}
            name="resume"
            render={({ field: { ref, value, onChange, onBlur } }) => (
              <FileInput
                ref={ref}
                label={t('talentNetwork.resume')}
                description={t('talentNetwork.resumeHint')}
                accept={resumeAccept}
                clearable
                clearButtonProps={{ 'aria-label': t('profile.actions.remove') }}
                leftSection={<IconPaperclip size={16} aria-hidden />}
                value={value ?? null}
                onBlur={onBlur}
                onChange={(file) => {
                  onChange(file);
                  // Said at once: choosing a file is the moment to hear it is not one we take.
                  void form.trigger('resume');
                }}
                error={errors.resume?.message ?? fieldErrors?.resume ?? fieldErrors?.file}
              />
            )}
          />
        ) : null}
        {isCandidate ? (
          <Checkbox
            label={t('talentNetwork.shareProfile')}
            description={t('talentNetwork.shareProfileHint')}
            {...form.register('share')}
          />
        ) : null}
        <Button type="submit" loading={mutation.isPending} style={{ alignSelf: 'flex-start' }}>
          {manage ? t('talentNetwork.save') : t('talentNetwork.join')}
        </Button>
      </Stack>
    </form>
  );
}
