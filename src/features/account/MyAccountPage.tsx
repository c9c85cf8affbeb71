/**
 * /my-account (doc 1 §2): tabs chosen by the query parameter `tab`, personal-information by default.
 */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'wouter';
import { Alert, Button, Center, Container, Loader, Stack, Tabs, Title } from '@mantine/core';
import { userQueries } from '../../api/users';
import { GENERIC_ERROR } from '../../domain/errors';
import { useRequiredUuid } from '../../stores/session';
import { ACCOUNT_TEXTS } from './messages';
import { PersonalInformationTab } from './PersonalInformationTab';
import { PushAlertsControl } from './PushAlertsControl';
import { SecurityTab } from './SecurityTab';
import { ACCOUNT_TABS, parseAccountTab } from './tabs';

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
        {me.isPending ? (
          <Center mih={200}>
            <Loader aria-label="Loading" />
          </Center>
        ) : me.isError ? (
          <Alert color="red" title={ACCOUNT_TEXTS.loadError} role="alert">
            <Stack gap="sm" align="flex-start">
              {me.error instanceof Error ? me.error.message : GENERIC_ERROR}
              <Button size="xs" variant="light" onClick={() => void me.refetch()}>
                {ACCOUNT_TEXTS.retry}
              </Button>
            </Stack>
          </Alert>
        ) : (
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
              <PersonalInformationTab key={me.data.uuid} user={me.data} />
            </Tabs.Panel>
            <Tabs.Panel value="security" pt="lg">
              <SecurityTab user={me.data} />
            </Tabs.Panel>
          </Tabs>
        )}
        {me.data && <PushAlertsControl />}
      </Stack>
    </Container>
  );
}
