import { Button, Tabs } from '@mantine/core';
import type { PageId } from '@opencareers/contracts/page-ids';
import {
  type SettingsGroup,
  type SettingsState,
  settingsGroups,
  siteSettingsConfigSchema,
} from '@opencareers/contracts/site-settings';
import type { TenantConfig } from '@opencareers/contracts/tenant-config';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { formatDateTime } from '../../../lib/i18n/format-day.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { showSuccessToast } from '../../../lib/notify/toast.ts';
import {
  fetchSettings,
  useDiscardDraft,
  usePublish,
  useSaveDraft,
  useSettings,
} from '../api/site-settings-api.ts';
import { EditorFrame, EditorGate } from '../components/editor-frame.tsx';
import { HistoryPanel } from '../components/history-panel.tsx';
import { BrandSection } from '../components/sections/brand-section.tsx';
import { FooterSection } from '../components/sections/footer-section.tsx';
import {
  AssistantSection,
  DashboardSection,
  NotificationsSection,
} from '../components/sections/other-sections.tsx';
import { PagesSection } from '../components/sections/pages-section.tsx';
import { SearchSection } from '../components/sections/search-section.tsx';
import { SignInSection } from '../components/sections/sign-in-section.tsx';
import { SettingsFormContext } from '../components/settings-form-context.ts';
import { issuesByPath, rebaseEdits, setPath } from '../logic/config-paths.ts';

/** Site settings (`/admin/settings`): the whole configuration in groups, a live preview, history. */
export function SiteSettingsPage() {
  const { t } = useTranslation();
  return (
    <EditorGate query={useSettings()} errorTitle={t('siteSettings.loadError')}>
      {(data) => <SettingsEditor initial={data} />}
    </EditorGate>
  );
}

const groupOf = (path: string): SettingsGroup => {
  if (
    /^pcsxConfig\.branding\.(banners|heroImages|pageTitles)|^pcsxConfig\.implementationPhaseBanner/.test(path)
  )
    return 'pages';
  if (/^pcsxConfig\.(branding\.(footerHtml|hidePoweredBy)|overrides)/.test(path)) return 'footer';
  if (/^(loginSignupConfig|termsOfService|onboarding)|^pcsxConfig\.(applyForm|navbar)/.test(path))
    return 'signIn';
  if (
    /^pcsxConfig\.(searchConfig|positionDetailsConfig|jobCartEnabled|resumeAllowedFileTypes)|^behaviourFlags\.enableComma/.test(
      path,
    )
  )
    return 'search';
  if (/^pcsxConfig\.(dashboardConfig|applicationsPageConfig)|^behaviourFlags|^gates/.test(path))
    return 'dashboard';
  if (/^notificationsConfig|^pcsxConfig\.loggedOutNotificationConfig/.test(path)) return 'notifications';
  if (/^chatbotxConfig/.test(path)) return 'assistant';
  return 'brand';
};

function SettingsEditor({ initial }: { initial: SettingsState }) {
  const { t, i18n } = useTranslation();
  const [server, setServer] = useState(initial);
  // What the admin started from (the draft, else the published configuration) and what they typed.
  const [base, setBase] = useState<TenantConfig>(initial.draft?.config ?? initial.published);
  const [config, setConfig] = useState<TenantConfig>(base);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<number | null>(null);
  const [group, setGroup] = useState<SettingsGroup>('brand');
  const [page, setPage] = useState<PageId>('jobs');
  const saveDraft = useSaveDraft();
  const publish = usePublish();
  const discard = useDiscardDraft();
  const dirty = JSON.stringify(config) !== JSON.stringify(base);

  const clientErrors = useMemo(() => {
    const parsed = siteSettingsConfigSchema.safeParse(config);
    return parsed.success ? {} : issuesByPath(parsed.error.issues);
  }, [config]);
  const errors = { ...serverErrors, ...clientErrors };
  const groupsWithErrors = new Set(Object.keys(errors).map(groupOf));

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const set = (path: string, value: unknown) => {
    setConfig((c) => setPath(c, path, value));
    setServerErrors((e) => Object.fromEntries(Object.entries(e).filter(([p]) => !p.startsWith(path))));
  };

  const adopt = (next: SettingsState, message: string) => {
    setServer(next);
    const start = next.draft?.config ?? next.published;
    setBase(start);
    setConfig(start);
    setServerErrors({});
    setFormError(null);
    setConflict(null);
    showSuccessToast(message);
  };

  const run = async (action: 'draft' | 'publish') => {
    if (Object.keys(clientErrors).length) {
      setFormError(t('siteSettings.fixErrors'));
      setGroup(groupOf(Object.keys(clientErrors)[0]!));
      return;
    }
    try {
      const body = { config, revision: server.revision };
      if (action === 'draft') adopt(await saveDraft.mutateAsync(body), t('siteSettings.savedDraft'));
      else adopt(await publish.mutateAsync(body), t('siteSettings.published'));
    } catch (error) {
      if (isApiRequestError(error) && error.code === 'VERSION_CONFLICT') {
        setConflict(
          (error.data as { currentVersion?: number } | undefined)?.currentVersion ?? server.revision + 1,
        );
        return;
      }
      if (isApiRequestError(error) && error.fieldErrors) {
        setServerErrors(error.fieldErrors);
        const first = Object.keys(error.fieldErrors)[0];
        if (first) setGroup(groupOf(first));
      }
      setFormError(describeRequestError(error));
    }
  };

  // Their version becomes the base; the admin's own edits are laid on top, kept in the form.
  const loadTheirs = async () => {
    try {
      const theirs = await fetchSettings();
      const theirStart = theirs.draft?.config ?? theirs.published;
      setConfig(rebaseEdits(base, config, theirStart));
      setBase(theirStart);
      setServer(theirs);
      setConflict(null);
    } catch (error) {
      setFormError(describeRequestError(error));
    }
  };

  const onDiscard = async () => {
    try {
      adopt(await discard.mutateAsync({ revision: server.revision }), t('siteSettings.discarded'));
    } catch (error) {
      setFormError(describeRequestError(error));
    }
  };

  const sections: Record<SettingsGroup, React.ReactNode> = {
    brand: <BrandSection />,
    pages: <PagesSection page={page} onPage={setPage} />,
    footer: <FooterSection />,
    signIn: <SignInSection />,
    search: <SearchSection />,
    dashboard: <DashboardSection />,
    notifications: <NotificationsSection />,
    assistant: <AssistantSection />,
  };
  const draftLine = server.draft
    ? t('siteSettings.draftLine', {
        who: server.draft.savedBy?.name ?? t('siteSettings.someone'),
        when: formatDateTime(server.draft.savedAt, i18n.language),
      })
    : t('siteSettings.noDraft');

  return (
    <EditorFrame
      title={t('pages.adminSettings')}
      subtitle={
        <>
          {t('siteSettings.versionLine', { version: server.version })} · {draftLine}
        </>
      }
      conflict={conflict !== null}
      onReloadTheirs={loadTheirs}
      formError={formError}
      actions={
        <>
          <Button onClick={() => run('publish')} loading={publish.isPending}>
            {t('siteSettings.publish')}
          </Button>
          <Button
            variant="default"
            onClick={() => run('draft')}
            loading={saveDraft.isPending}
            disabled={!dirty}
          >
            {t('siteSettings.saveDraft')}
          </Button>
          {server.draft ? (
            <Button variant="subtle" color="red" onClick={onDiscard} loading={discard.isPending}>
              {t('siteSettings.discard')}
            </Button>
          ) : null}
        </>
      }
      unsavedText={dirty ? t('siteSettings.unsaved') : null}
      previewConfig={config}
      footer={
        <HistoryPanel
          revision={server.revision}
          onRolledBack={(next) => adopt(next, t('siteSettings.rolledBack'))}
        />
      }
    >
      <SettingsFormContext.Provider value={{ config, set, errors }}>
        <Tabs value={group} onChange={(v) => v && setGroup(v as SettingsGroup)} keepMounted={false}>
          <Tabs.List mb="md">
            {settingsGroups.map((g) => (
              <Tabs.Tab key={g} value={g} c={groupsWithErrors.has(g) ? 'red.9' : undefined}>
                {t(`siteSettings.groups.${g}`)}
                {groupsWithErrors.has(g) ? ` (${t('siteSettings.hasErrors')})` : ''}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {settingsGroups.map((g) => (
            <Tabs.Panel key={g} value={g}>
              {sections[g]}
            </Tabs.Panel>
          ))}
        </Tabs>
      </SettingsFormContext.Provider>
    </EditorFrame>
  );
}
