/**
 * /my-account (doc 1 §2): tabs chosen by the query parameter `tab`, personal-information by default. The plan
 * and billing-history tabs load lazily (their own chunks), so the page's first load does not carry them.
 */
import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import { Center, Container, Loader, Stack, Tabs, Title } from '@mantine/core';
import { userQueries } from '../../api/users';
import { useRequiredUuid } from '../../stores/session';
import { QueryState, queryStateOf, type QueryStateTexts } from '../../ui/QueryState';
import { ACCOUNT_TEXTS } from './messages';
import { PersonalInformationTab } from './PersonalInformationTab';
import { PushAlertsControl } from './PushAlertsControl';
import { SecurityTab } from './SecurityTab';
import { accountTabsFor, parseAccountTab } from './tabs';

const PlanTab = lazy(() => import('./PlanTab').then((m) => ({ default: m.PlanTab })));
const BillingHistoryTab = lazy(() => import('./BillingHistoryTab').then((m) => ({ default: m.BillingHistoryTab })));

function TabLoader() {
  return (
    <Center py="xl">
      <Loader aria-label={ACCOUNT_TEXTS.loadingTab} />
    </Center>
  );
}

const ME_STATE_TEXTS: QueryStateTexts = {
  loading: 'Loading',
  errorTitle: ACCOUNT_TEXTS.loadError,
  retry: ACCOUNT_TEXTS.retry,
  stale: ACCOUNT_TEXTS.staleAccount,
};

export function MyAccountPage() {
  const uuid = useRequiredUuid();
  const me = useQuery(userQueries.me(uuid));
  const [searchParams, setSearchParams] = useSearchParams();
  const offered = me.data ? accountTabsFor(me.data) : undefined;
  const tab = parseAccountTab(searchParams.get('tab'), offered);

  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {ACCOUNT_TEXTS.title}
        </Title>
        <QueryState
          query={queryStateOf(me)}
          texts={ME_STATE_TEXTS}
        >
          {(user) => (
            <Tabs
              value={tab}
              onChange={(next) => setSearchParams((params) => {
                const updated = new URLSearchParams(params);
                updated.set('tab', parseAccountTab(next, offered));
                return updated;
              })}
              keepMounted={false}
            >
              <Tabs.List>
                {accountTabsFor(user).map((key) => (
                  <Tabs.Tab key={key} value={key}>
                    {ACCOUNT_TEXTS.tabs[key]}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value="personal-information" pt="lg">
                <PersonalInformationTab key={user.uuid} user={user} />
              </Tabs.Panel>
              <Tabs.Panel value="security" pt="lg">
                <SecurityTab user={user} />
              </Tabs.Panel>
              <Tabs.Panel value="plan" pt="lg">
                <Suspense fallback={<TabLoader />}>
                  <PlanTab user={user} />
                </Suspense>
              </Tabs.Panel>
              <Tabs.Panel value="billing-history" pt="lg">
                <Suspense fallback={<TabLoader />}>
                  <BillingHistoryTab user={user} />
                </Suspense>
              </Tabs.Panel>
            </Tabs>
          )}
        </QueryState>
        {me.data && <PushAlertsControl />}
      </Stack>
    </Container>
  );
}
