import { Box, Card, Container, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while boot data loads: the shape of the shell, quiet, with a spoken "Loading…". */
export function FullPageSkeleton() {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" style={{ minHeight: '100vh' }}>
      <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
      <Box h={60} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between">
            <Skeleton h={24} w={140} radius="sm" />
            <Skeleton h={36} w={88} radius="md" />
          </Group>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Stack gap="lg">
          <Skeleton h={36} w="45%" radius="sm" />
          <Skeleton h={16} w="70%" radius="sm" />
          <Card withBorder radius="lg" padding="xl">
            <Stack gap="sm">
              <Skeleton h={20} w="30%" radius="sm" />
              <Skeleton h={14} radius="sm" />
              <Skeleton h={14} w="85%" radius="sm" />
              <Skeleton h={14} w="60%" radius="sm" />
            </Stack>
          </Card>
        </Stack>
      </Container>
    </Box>
  );
}
