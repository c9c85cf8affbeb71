/**
 * /consentflow (spec doc 3 §2, §4, §5): the form by which a user connects their own cloud-provider
 * subscription. Redirects to /clusters when showConsentFlow is false. Submit is disabled until every rule
 * holds; on submit a validating status shows, then on success the pipeline is refreshed, the user is
 * reloaded and the user goes to /clusters. Cancel goes to the last location, or to '/'.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Center,
  Code,
  CopyButton,
  Fieldset,
  Group,
  Loader,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Redirect, useLocation } from 'wouter';
import { consentFlowMutations, consentFlowQueries } from '../../api/consent-flow';
import { userQueries } from '../../api/users';
import {
  cloudCommand,
  copyCommandEnabled,
  CONSENT_MESSAGES,
  DEFAULT_AZURE_REGIONS,
  emptyConsentForm,
  networkIncomplete,
  SUBNET_EXAMPLES,
  SUBNET_FIELDS,
  SUBNET_LABELS,
  type ConsentField,
  type ConsentFormValues,
} from '../../domain/validation/consent';
import { consentFormSchema, consentSubmitBlockers } from '../../domain/schemas/consent';
import { OfflineTooltip, useOnline } from '../../pwa';
import { useRequiredUuid } from '../../stores/session';
import { CONSENT_PAGE } from './messages';
import { CANCEL_FALLBACK, canGoBack } from './navigation';
import { RequiredSelect } from '../../ui/RequiredSelect';

/** Each field by the label the form shows it with (the network choice always has a value). */
const CONSENT_FIELD_LABELS: Record<ConsentField, string> = {
  configurationName: CONSENT_PAGE.configurationName,
  subscriptionID: CONSENT_PAGE.subscriptionID,
  resourceGroup: CONSENT_PAGE.resourceGroup,
  region: CONSENT_PAGE.region,
  servicePrincipalCredentials: CONSENT_PAGE.credentials,
  network: CONSENT_PAGE.network,
  vnName: CONSENT_PAGE.vnName,
  ...SUBNET_LABELS,
};

/** The form's plain text fields, in the spec's order (doc 3 §5). */
const TEXT_FIELDS = [
  { field: 'configurationName', hint: CONSENT_PAGE.configurationNameHint },
  { field: 'subscriptionID', hint: CONSENT_PAGE.subscriptionIDHint },
  { field: 'resourceGroup', hint: undefined },
] as const;

export function ConsentFlowPage() {
  const uuid = useRequiredUuid();
  // Whether the form applies is the server's call: ask again on every visit, even with a fresh cached user.
  const userQuery = useQuery({ ...userQueries.me(uuid), refetchOnMount: 'always' });
  const user = userQuery.data;
  const regionsQuery = useQuery({ ...consentFlowQueries.azureRegions(), enabled: user?.showConsentFlow === true });

  if (!user || (user.showConsentFlow && regionsQuery.isPending)) {
    return (
      <Center py="xl">
        <Loader aria-label={CONSENT_PAGE.loading} />
      </Center>
    );
  }
  if (!user.showConsentFlow) return <Redirect to="/clusters" replace />;
  const regions = regionsQuery.data ?? [...DEFAULT_AZURE_REGIONS];
  return <ConsentForm uuid={uuid} email={user.email} regions={regions} regionsFailed={regionsQuery.isError} />;
}

interface ConsentFormProps {
  uuid: string;
  email: string;
  regions: string[];
  regionsFailed: boolean;
}

function ConsentForm({ uuid, email, regions, regionsFailed }: ConsentFormProps) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const online = useOnline();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ConsentFormValues>({
    mode: 'controlled',
    initialValues: emptyConsentForm(regions[0]),
    validate: schemaResolver(consentFormSchema(regions), { sync: true }),
    validateInputOnBlur: true,
  });
  const submit = useMutation(consentFlowMutations.submitConsent(queryClient));

  const values = form.values;
  const blockers = consentSubmitBlockers(values, regions);
  const disabled = blockers.length > 0;
  const commandReady = copyCommandEnabled(values);
  const command = cloudCommand(values);
  const cancel = () => {
    if (canGoBack()) window.history.back();
    else navigate(CANCEL_FALLBACK);
  };

  return (
    <Stack gap="md" maw={760} mx="auto">
      <div>
        <Title order={1} size="h2">
          {CONSENT_PAGE.title}
        </Title>
        <Text c="dimmed" size="sm">
          {CONSENT_PAGE.subtitle}
        </Text>
      </div>
      {regionsFailed ? (
        <Alert color="yellow" variant="light">
          {CONSENT_PAGE.regionsFailed}
        </Alert>
      ) : null}
      <form
        noValidate
        onSubmit={form.onSubmit((submitted) => {
          setFailure(null);
          submit.mutate(
            { uuid, email, values: submitted },
            {
              onSuccess: () => navigate('/clusters'),
              // The status area shows the failure's own text; the factory's notice says it failed.
              onError: (error) => setFailure(error.message !== '' ? error.message : CONSENT_PAGE.errorFallback),
            },
          );
        })}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {TEXT_FIELDS.map(({ field, hint }) => (
              <TextInput key={field} label={CONSENT_PAGE[field]} description={hint} withAsterisk autoComplete="off" {...form.getInputProps(field)} />
            ))}
            <RequiredSelect
              label={CONSENT_PAGE.region}
              data={regions}
              {...form.getInputProps('region')}
              onChange={(value) => form.setFieldValue('region', value ?? '')}
            />
          </SimpleGrid>

          <Paper withBorder p="md" radius="md">
            <Stack gap="xs">
              <Text fw={600}>{CONSENT_PAGE.commandTitle}</Text>
              <Text size="sm" c="dimmed">
                {commandReady ? CONSENT_PAGE.commandHelp : CONSENT_PAGE.commandDisabled}
              </Text>
              {commandReady ? (
                <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                  {command}
                </Code>
              ) : null}
              <CopyButton value={command} timeout={2000}>
                {({ copied, copy }) => (
                  <Button variant="light" disabled={!commandReady} onClick={copy} w="fit-content">
                    {copied ? CONSENT_PAGE.copiedCommand : CONSENT_PAGE.copyCommand}
                  </Button>
                )}
              </CopyButton>
            </Stack>
          </Paper>

          <Textarea
            label={CONSENT_PAGE.credentials}
            description={CONSENT_PAGE.credentialsHint}
            withAsterisk
            rows={5}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('servicePrincipalCredentials')}
          />

          <Radio.Group
            label={CONSENT_PAGE.network}
            value={values.network ? 'existing' : 'new'}
            onChange={(value) => form.setFieldValue('network', value === 'existing')}
          >
            <Group gap="lg" mt="xs">
              <Radio value="new" label={CONSENT_PAGE.newNetwork} />
              <Radio value="existing" label={CONSENT_PAGE.existingNetwork} />
            </Group>
          </Radio.Group>
          <TextInput label={CONSENT_PAGE.vnName} withAsterisk autoComplete="off" {...form.getInputProps('vnName')} />

          {values.network ? (
            <Fieldset legend={CONSENT_PAGE.subnetsTitle}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {SUBNET_FIELDS.map((field) => (
                  <TextInput
                    key={field}
                    label={SUBNET_LABELS[field]}
                    placeholder={SUBNET_EXAMPLES[field]}
                    withAsterisk
                    autoComplete="off"
                    {...form.getInputProps(field)}
                  />
                ))}
              </SimpleGrid>
              {networkIncomplete(values) ? (
                <Text size="sm" c="red" mt="sm" role="status">
                  {CONSENT_MESSAGES.subnetsIncomplete}
                </Text>
              ) : null}
            </Fieldset>
          ) : null}

          {submit.isPending ? (
            <Group gap="xs" role="status">
              <Loader size="xs" />
              <Text size="sm">{CONSENT_PAGE.validating}</Text>
            </Group>
          ) : null}
          {failure !== null && !submit.isPending ? (
            <Alert color="red" title={CONSENT_PAGE.errorTitle} role="alert">
              {failure}
            </Alert>
          ) : null}

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel}>
              {CONSENT_PAGE.cancel}
            </Button>
            <OfflineTooltip offline={!online}>
              <Button
                type="submit"
                disabled={disabled || !online}
                loading={submit.isPending}
                aria-describedby={disabled ? 'consent-submit-blocked' : undefined}
              >
                {CONSENT_PAGE.submit}
              </Button>
            </OfflineTooltip>
          </Group>
          {disabled ? (
            <Text size="sm" c="dimmed" ta="right" id="consent-submit-blocked">
              {CONSENT_PAGE.submitBlocked(blockers.map((field) => CONSENT_FIELD_LABELS[field]))}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Stack>
  );
}
