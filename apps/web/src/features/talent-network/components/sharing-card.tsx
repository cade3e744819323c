import { Alert, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { type MemberLink, useWithdrawSharing } from '../api/talent-network-api.ts';

/**
 * What a member shares with the company (a résumé, their profile) and **Stop sharing**, on the
 * page every alert links to. Withdrawing deletes the stored résumé; it works whether or not the
 * alerts are still on.
 */
export function SharingCard({
  link,
  sharing,
}: {
  link: MemberLink;
  sharing: { resume_name: string | null; profile: boolean };
}) {
  const { t } = useTranslation();
  const withdraw = useWithdrawSharing(link);
  const shares = !!sharing.resume_name || sharing.profile;
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="sharing-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="lg" id="sharing-title">
          {t('talentNetwork.sharingTitle')}
        </Title>
        {withdraw.error ? (
          <Alert color="red" variant="light" role="alert" w="100%">
            {describeRequestError(withdraw.error)}
          </Alert>
        ) : null}
        {shares ? (
          <>
            <List size="sm">
              {sharing.resume_name ? (
                <List.Item>{t('talentNetwork.sharingResume', { name: sharing.resume_name })}</List.Item>
              ) : null}
              {sharing.profile ? <List.Item>{t('talentNetwork.sharingProfile')}</List.Item> : null}
            </List>
            <Button
              variant="light"
              color="red"
              c="red.9"
              loading={withdraw.isPending}
              onClick={() => withdraw.mutate()}
            >
              {t('talentNetwork.stopSharing')}
            </Button>
          </>
        ) : (
          <Text size="sm" c="gray.7" role="status">
            {t('talentNetwork.sharingNone')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
