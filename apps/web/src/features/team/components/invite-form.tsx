import { Alert, Button, Group, Select, TextInput } from '@mantine/core';
import type { StaffRole } from '@opencareers/contracts/user';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { showSuccessToast } from '../../../lib/notify/toast.ts';
import { useInvite } from '../api/team-api.ts';
import { useRoleOptions } from './role-options.ts';

/** Invite someone by email with a role; the email carries a single-use link. */
export function InviteForm() {
  const { t } = useTranslation();
  const invite = useInvite();
  const roleOptions = useRoleOptions();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('recruiter');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) {
      setProblem(t('team.invite.badEmail'));
      return;
    }
    setProblem(null);
    invite.mutate(
      { email: trimmed, role },
      {
        onSuccess: () => {
          showSuccessToast(t('team.invite.sent', { email: trimmed }));
          setEmail('');
        },
      },
    );
  };
  const error = invite.error;
  const fieldError = isApiRequestError(error) ? error.fieldErrors?.email : undefined;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="team-invite-title">
      {error && !fieldError ? (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {describeRequestError(error)}
        </Alert>
      ) : null}
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={t('team.invite.email')}
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={problem ?? fieldError}
          style={{ flex: '1 1 260px' }}
        />
        <Select
          label={t('team.invite.role')}
          data={roleOptions}
          value={role}
          onChange={(v) => v && setRole(v as StaffRole)}
          allowDeselect={false}
          style={{ flex: '0 1 200px' }}
        />
        <Button type="submit" loading={invite.isPending} mt={{ base: 0, sm: 25 }}>
          {t('team.invite.submit')}
        </Button>
      </Group>
    </form>
  );
}
