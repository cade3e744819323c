import { Badge, Button, Stack, Tabs, Text, Title } from '@mantine/core';
import { type FormsListTabId, formsListTabIds } from '@opencareers/contracts/form-assignments';
import { IconAlertTriangle, IconChecklist, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CardGrid } from '../../../components/card-grid.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { useFormsList } from '../api/forms-list.ts';
import { AssignedFormCard } from '../assignments/assigned-form-card.tsx';
import { AssignedFormsSkeleton } from '../assignments/assigned-forms-skeleton.tsx';

const isTab = (v: string | null): v is FormsListTabId => formsListTabIds.includes(v as FormsListTabId);

function TabContent({ tab }: { tab: FormsListTabId }) {
  const { t } = useTranslation();
  const list = useFormsList(tab);
  // A list of the other tab shown while this one loads would mislead: show the skeleton.
  if (list.isPending || (list.isPlaceholderData && list.data?.tab_id !== tab))
    return <AssignedFormsSkeleton />;
  if (list.isError)
    return (
      <StatusPanel icon={<IconAlertTriangle size={32} />} title={t('forms.center.loadFailed')} tone="red">
        <Button onClick={() => void list.refetch()}>{t('common.tryAgain')}</Button>
      </StatusPanel>
    );
  if (!list.data.forms.length)
    return tab === 'to_do' ? (
      <EmptyState message={t('forms.center.emptyToDo')} icon={<IconCircleCheck size={28} stroke={1.5} />} />
    ) : (
      <EmptyState
        message={t('forms.center.emptyCompleted')}
        icon={<IconChecklist size={28} stroke={1.5} />}
      />
    );
  return (
    <CardGrid>
      {list.data.forms.map((form) => (
        <AssignedFormCard key={form.id} form={form} />
      ))}
    </CardGrid>
  );
}

/** /careers/forms/center: the forms a recruiter asked me to fill in, to do and completed. */
export function FormsCenterPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: FormsListTabId = isTab(params.get('tab')) ? (params.get('tab') as FormsListTabId) : 'to_do';
  // Both tabs' counts come with every list (include_tab_list), so either query has them.
  const counts = useFormsList(tab).data?.tabs;
  const count = (id: FormsListTabId) => counts?.find((c) => c.id === id)?.count;
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('pages.documentCenter')}</Title>
          <Text c="dimmed" mt="xs" maw={720}>
            {t('forms.center.intro')}
          </Text>
        </div>
        <Tabs
          value={tab}
          onChange={(v) => {
            if (!isTab(v)) return;
            setParams(
              (p) => {
                p.set('tab', v);
                return p;
              },
              { replace: true },
            );
          }}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('forms.center.tabs')}>
            {formsListTabIds.map((id) => (
              <Tabs.Tab
                key={id}
                value={id}
                rightSection={
                  count(id) === undefined ? null : (
                    <Badge size="sm" variant="light" color="gray" c="gray.9" circle={false}>
                      {count(id)}
                    </Badge>
                  )
                }
              >
                {t(`forms.center.tab.${id}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {formsListTabIds.map((id) => (
            <Tabs.Panel key={id} value={id} pt="lg">
              <TabContent tab={id} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </PageContainer>
  );
}
