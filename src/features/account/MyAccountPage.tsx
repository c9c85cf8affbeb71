/**
 * /my-account (doc 1 §2): tabs chosen by the query parameter `tab`, personal-information by default.
 */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import { Container, Stack, Tabs, Title } from '@mantine/core';
import { userQueries } from '../../api/users';
import { useRequiredUuid } from '../../stores/session';
import { QueryState, type QueryStateTexts } from '../../ui/QueryState';
import { ACCOUNT_TEXTS } from './messages';
import { PersonalInformationTab } from './PersonalInformationTab';
import { PushAlertsControl } from './PushAlertsControl';
import { SecurityTab } from './SecurityTab';
import { ACCOUNT_TABS, parseAccountTab } from './tabs';

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
  const tab = parseAccountTab(searchParams.get('tab'));

  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {ACCOUNT_TEXTS.title}
        </Title>
        <QueryState
          query={{
            data: me.data,
            error: me.error,
            isFetching: me.isFetching,
            dataUpdatedAt: me.dataUpdatedAt,
            refetch: () => void me.refetch(),
          }}
          texts={ME_STATE_TEXTS}
        >
          {(user) => (
            <Tabs
              value={tab}
              onChange={(next) => setSearchParams((params) => {
                const updated = new URLSearchParams(params);
                updated.set('tab', parseAccountTab(next));
                return updated;
              })}
              keepMounted={false}
            >
              <Tabs.List>
                {ACCOUNT_TABS.map((key) => (
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
            </Tabs>
          )}
        </QueryState>
        {me.data && <PushAlertsControl />}
      </Stack>
    </Container>
  );
}
