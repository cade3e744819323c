import {
  type SiteImageKind,
  settingsHistoryResponseSchema,
  settingsStateResponseSchema,
  siteImageResponseSchema,
} from '@opencareers/contracts/site-settings';
import type { TenantConfig } from '@opencareers/contracts/tenant-config';
import type { Theme } from '@opencareers/contracts/theme';
import { themeImportResponseSchema, themeStateResponseSchema } from '@opencareers/contracts/theme-builder';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation.ts';

const key = ['site-settings'] as const;

export const fetchSettings = () =>
  apiRequest('/api/admin/settings', { schema: settingsStateResponseSchema }).then((r) => r.data);

/** The editor holds the admin's edits; a background refetch must not replace them. */
export const useSettings = () =>
  useQuery({
    queryKey: [...key, 'state'],
    queryFn: fetchSettings,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useSettingsHistory = () =>
  useQuery({
    queryKey: [...key, 'history'],
    queryFn: () =>
      apiRequest('/api/admin/settings/history', { schema: settingsHistoryResponseSchema }).then(
        (r) => r.data.versions,
      ),
  });

type Write = { config: TenantConfig; revision: number };

export const useSaveDraft = () =>
  useRefreshingMutation([...key, 'history'], (body: Write) =>
    apiRequest('/api/admin/settings/draft', {
      method: 'PUT',
      json: body,
      schema: settingsStateResponseSchema,
    }).then((r) => r.data),
  );

export const usePublish = () =>
  useRefreshingMutation([...key, 'history'], (body: Write) =>
    apiRequest('/api/admin/settings/publish', {
      method: 'POST',
      json: body,
      schema: settingsStateResponseSchema,
    }).then((r) => r.data),
  );

export const useDiscardDraft = () =>
  useRefreshingMutation([...key, 'history'], (body: { revision: number }) =>
    apiRequest('/api/admin/settings/draft', {
      method: 'DELETE',
      json: body,
      schema: settingsStateResponseSchema,
    }).then((r) => r.data),
  );

export const useRollback = () =>
  useRefreshingMutation([...key, 'history'], ({ version, revision }: { version: number; revision: number }) =>
    apiRequest(`/api/admin/settings/history/${version}/rollback`, {
      method: 'POST',
      json: { revision },
      schema: settingsStateResponseSchema,
    }).then((r) => r.data),
  );

export const uploadSiteImage = (kind: SiteImageKind, file: File) => {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest('/api/admin/settings/images', {
    method: 'POST',
    query: { kind },
    formData,
    schema: siteImageResponseSchema,
  }).then((r) => r.data);
};

export const fetchTheme = () =>
  apiRequest('/api/admin/theme', { schema: themeStateResponseSchema }).then((r) => r.data);

export const useTheme = () =>
  useQuery({
    queryKey: [...key, 'theme'],
    queryFn: fetchTheme,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useSaveTheme = () =>
  useRefreshingMutation([...key, 'history'], (body: { theme: Theme; revision: number }) =>
    apiRequest('/api/admin/theme', { method: 'PUT', json: body, schema: themeStateResponseSchema }).then(
      (r) => r.data,
    ),
  );

export const importTheme = (file: unknown) =>
  apiRequest('/api/admin/theme/import', {
    method: 'POST',
    json: { file },
    schema: themeImportResponseSchema,
  }).then((r) => r.data.theme);
