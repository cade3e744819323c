import { apiPath } from '@opencareers/contracts/api-path';
import {
  type SiteImageKind,
  settingsHistoryResponseSchema,
  settingsStateResponseSchema,
  siteImageResponseSchema,
} from '@opencareers/contracts/site-settings';
import { siteSettingsPaths } from '@opencareers/contracts/site-settings-paths';
import type { TenantConfig } from '@opencareers/contracts/tenant-config';
import type { Theme } from '@opencareers/contracts/theme';
import { themeImportResponseSchema, themeStateResponseSchema } from '@opencareers/contracts/theme-builder';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation.ts';

const key = ['site-settings'] as const;

export const fetchSettings = () =>
  apiRequest(siteSettingsPaths.settings, { schema: settingsStateResponseSchema }).then((r) => r.data);

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
      apiRequest(siteSettingsPaths.history, { schema: settingsHistoryResponseSchema }).then(
        (r) => r.data.versions,
      ),
  });

type Write = { config: TenantConfig; revision: number };

export const useSaveDraft = () =>
  useRefreshingMutation([...key, 'history'], (body: Write) =>
    apiRequest(siteSettingsPaths.draft, {
      method: 'PUT',
      json: body,
      schema: settingsStateResponseSchema,
    }).then((r) => r.data),
  );

export const usePublish = () =>
  useRefreshingMutation([...key, 'history'], (body: Write) =>
    apiRequest(siteSettingsPaths.publish, {
      method: 'POST',
      json: body,
      schema: settingsStateResponseSchema,
    }).then((r) => r.data),
  );

export const useDiscardDraft = () =>
  useRefreshingMutation([...key, 'history'], (body: { revision: number }) =>
    apiRequest(siteSettingsPaths.draft, {
      method: 'DELETE',
      json: body,
      schema: settingsStateResponseSchema,
    }).then((r) => r.data),
  );

export const useRollback = () =>
  useRefreshingMutation([...key, 'history'], ({ version, revision }: { version: number; revision: number }) =>
    apiRequest(apiPath(siteSettingsPaths.rollback, { version: String(version) }), {
      method: 'POST',
      json: { revision },
      schema: settingsStateResponseSchema,
    }).then((r) => r.data),
  );

export const uploadSiteImage = (kind: SiteImageKind, file: File) => {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest(siteSettingsPaths.images, {
    method: 'POST',
    query: { kind },
    formData,
    schema: siteImageResponseSchema,
  }).then((r) => r.data);
};

export const fetchTheme = () =>
  apiRequest(siteSettingsPaths.theme, { schema: themeStateResponseSchema }).then((r) => r.data);

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
    apiRequest(siteSettingsPaths.theme, { method: 'PUT', json: body, schema: themeStateResponseSchema }).then(
      (r) => r.data,
    ),
  );

export const importTheme = (file: unknown) =>
  apiRequest(siteSettingsPaths.themeImport, {
    method: 'POST',
    json: { file },
    schema: themeImportResponseSchema,
  }).then((r) => r.data.theme);
