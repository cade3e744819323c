import { Button, FileButton, Group, Image, Input, Stack, Text } from '@mantine/core';
import type { SiteImageKind } from '@opencareers/contracts/site-settings';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { uploadSiteImage } from '../api/site-settings-api.ts';
import { getPath } from '../logic/config-paths.ts';
import { errorFor, useSettingsForm } from './settings-form-context.ts';

/** An image setting: uploaded (checked and resized by the server), shown, or removed. */
export function ImageSetting({ path, label, kind }: { path: string; label: string; kind: SiteImageKind }) {
  const { t } = useTranslation();
  const { config, set, errors } = useSettingsForm();
  const url = getPath(config, path) as string | undefined;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = `image-${path.replaceAll('.', '-')}`;

  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      const image = await uploadSiteImage(kind, file);
      set(path, image.url);
    } catch (error) {
      setProblem(describeRequestError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Input.Wrapper
      label={label}
      id={id}
      error={problem ?? errorFor(errors, path)}
      description={t(`siteSettings.image.${kind}Help`)}
    >
      <Stack gap="xs" mt={4}>
        {url ? (
          <Image
            src={url}
            alt={t('siteSettings.image.current', { label })}
            h={kind === 'hero' ? 90 : 48}
            w="auto"
            fit="contain"
            maw={320}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('siteSettings.image.none')}
          </Text>
        )}
        <Group gap="xs">
          <FileButton onChange={upload} accept="image/png,image/jpeg,image/gif">
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                loading={busy}
                leftSection={<IconUpload size={14} aria-hidden />}
                aria-describedby={id}
              >
                {t('siteSettings.image.upload', { label })}
              </Button>
            )}
          </FileButton>
          {url ? (
            <Button variant="subtle" color="red" size="xs" onClick={() => set(path, undefined)}>
              {t('siteSettings.image.remove', { label })}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
