import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { avatarMaxBytes } from '@opencareers/contracts/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staticUrl } from '../../../lib/url/static-url.ts';
import type { SaveResult } from './use-profile-save.ts';

interface Props {
  avatar: string | null;
  name: string;
  save: (body: {
    op_section: 'avatar';
    operation: 'update' | 'delete';
    op_data: { value?: string };
  }) => Promise<SaveResult>;
  saving: boolean;
}

const accepted = ['image/png', 'image/jpeg', 'image/webp'];

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** The profile photo: shown big in the page header, uploaded or removed from there. */
export function AvatarEditor({ avatar, name, save, saving }: Props) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File | null) => {
    if (!file) return;
    // The server checks the bytes again; this only spares a doomed upload.
    if (!accepted.includes(file.type)) return setError(t('profile.avatar.wrongType'));
    if (file.size > avatarMaxBytes) return setError(t('profile.avatar.tooBig'));
    setError(null);
    const result = await save({
      op_section: 'avatar',
      operation: 'update',
      op_data: { value: await readAsDataUrl(file) },
    });
    if (!result.ok && result.kind === 'invalid') setError(result.message);
  };
  return (
    <Stack gap={6} align="center">
      <Avatar
        src={avatar ? staticUrl(avatar) : null}
        alt={avatar ? t('profile.avatar.alt', { name }) : undefined}
        name={name}
        size={96}
        radius={96}
      />
      <Group gap={4} justify="center">
        <FileButton onChange={(f) => void upload(f)} accept={accepted.join(',')}>
          {(props) => (
            <Button {...props} variant="light" size="compact-sm" loading={saving}>
              {avatar ? t('profile.avatar.change') : t('profile.avatar.upload')}
            </Button>
          )}
        </FileButton>
        {avatar ? (
          <Button
            variant="subtle"
            color="red"
            size="compact-sm"
            onClick={() => void save({ op_section: 'avatar', operation: 'delete', op_data: {} })}
          >
            {t('profile.avatar.remove')}
          </Button>
        ) : null}
      </Group>
      {error ? (
        <Text size="sm" c="red.8" role="alert" ta="center">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
