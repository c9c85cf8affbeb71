/**
 * The Configurations tab (spec doc 2 §2, §4, §6, §8): a side index (a select on a phone) and the sections in
 * the spec's order, hidden ones hidden; every feature switch with its gates and confirmations; the cluster
 * size; the services control (its own family); the downloads. Switches are optimistic and roll back on error.
 */
// NavLink's stylesheet is not in the shell's (app/mantine-styles.ts): only these side indexes use it.
import '@mantine/core/styles/NavLink.css';
import { Anchor, Box, Grid, NavLink, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { memo, type ReactNode } from 'react';
import { Link } from 'wouter';
import { catalogQueries } from '../../../../api/catalog';
import { dataAgentQueries } from '../../../../api/cluster-data-agents';
import { DOWNLOAD_PATHS, settingsMutations, settingsQueries, type SwitchChange } from '../../../../api/cluster-settings';
import type { InstanceDetail } from '../../../../contract/types';
import {
  changeRefusal,
  confirmationFor,
  DELTA_SHARE_FILES,
  switchRefusal,
  switchValue,
  visibleSections,
  type ConfigSection,
  type FeatureSwitch,
  type SwitchContext,
} from '../../../../domain/feature-switches';
import { dataAgentViewRefusal } from '../../../../domain/data-agents';
import { isActionSupported, UNSUPPORTED_ACTION_TOOLTIP } from '../../../../domain/permissions';
import { OFFLINE_ACTION_TOOLTIP, useOnline } from '../../../../pwa';
import { GatedButton } from '../../../../ui/GatedButton';
import { useProgressiveCount } from '../../../../ui/use-progressive-count';
import { DataAgents } from '../data-agents/DataAgents';
import { ServicesControl } from '../services/ServicesControl';
import type { ClusterTabProps } from '../tab-props';
import { ClusterSizeSection } from './ClusterSizeSection';
import { DownloadButton } from './DownloadButton';
import { CONFIG_TEXT } from './messages';
import { SwitchRow } from './SwitchRow';
import { hashTarget, useScrollToHash } from '../url-hash';
import '@mantine/core/styles/Grid.css';

// The tab re-renders as each of its own calls answers (premium support, idle times, the agent count, a switch's
// mutation): the sections with calls and tables of their own skip those renders when their props are unchanged.
const ServicesSection = memo(ServicesControl);
const DataAgentsList = memo(DataAgents);
const ClusterSize = memo(ClusterSizeSection);

/**
 * The sections rendered with the tab; the others follow a few per frame (useProgressiveCount), as plain updates:
 * the tab's polls and answers would keep restarting a transition, and three sections are one short task.
 */
const FIRST_SECTIONS = 2;
const SECTIONS_PER_FRAME = 3;

function goTo(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ block: 'start', behavior: 'smooth' });
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${id}`);
  target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

function SectionIndex({ sections }: { sections: readonly ConfigSection[] }) {
  return (
    <>
      <Box hiddenFrom="sm">
        <Select
          label={CONFIG_TEXT.jumpLabel}
          data={sections.map((s) => ({ value: s.id, label: s.label }))}
          placeholder={sections[0]?.label}
          onChange={(id) => id && goTo(id)}
          allowDeselect={false}
        />
      </Box>
      <Box component="nav" aria-label={CONFIG_TEXT.sectionsNav} visibleFrom="sm" pos="sticky" top={16}>
        <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
          {CONFIG_TEXT.indexLabel}
        </Text>
        {sections.map((s) => (
          <NavLink
            key={s.id}
            href={`#${s.id}`}
            label={s.label}
            onClick={(event) => {
              event.preventDefault();
              goTo(s.id);
            }}
          />
        ))}
      </Box>
    </>
  );
}

function Section({ section, children }: { section: ConfigSection; children: ReactNode }) {
  const headingId = `${section.id}-title`;
  return (
    <Paper component="section" id={section.id} aria-labelledby={headingId} withBorder p="md" style={{ scrollMarginTop: 16 }}>
      <Title order={2} size="h4" id={headingId} mb="sm" tabIndex={-1}>
        {section.label}
      </Title>
      {children}
    </Paper>
  );
}

export function ConfigurationsTab(props: ClusterTabProps) {
  const { uuid, user, entry, status } = props;
  const instance: InstanceDetail = entry.instance;
  const online = useOnline();
  const offline = !online;
  const premiumSupported = useQuery(settingsQueries.premiumSupported()).data ?? false;
  const idleTimes = useQuery(catalogQueries.idleTimes());
  const featureSwitch = useMutation(settingsMutations.featureSwitch({ uuid, name: instance.name, id: instance.id }));
  useScrollToHash();
  // The data agent switch cannot be turned off while connections exist: their count is the list's total.
  const agentsSeen =
    dataAgentViewRefusal(user, { platform: instance.platform, enableDataAgent: instance.enableDataAgent, clusterPolicy: instance.clusterPolicy }) === null;
  const agentCount = useQuery({ ...dataAgentQueries.count({ uuid, name: instance.name, id: instance.id }), enabled: agentsSeen }).data ?? 0;

  const context: SwitchContext = { user, cluster: instance, status, premiumSupported };
  const sections = visibleSections({ user, cluster: instance, showInstanceSize: user.configurations.showInstanceSize.enabled });
  // Opened at a section (#anchor), every section renders at once so the one named is where the scroll lands.
  const shown = useProgressiveCount(sections.length, hashTarget() ? sections.length : FIRST_SECTIONS, SECTIONS_PER_FRAME, 'default');

  const change = (next: SwitchChange) => featureSwitch.mutate(next);

  /** The switch of `key`, with its refusal: a change it can never make now counts as refused. */
  const row = (key: FeatureSwitch, children?: ReactNode) => {
    const checked = switchValue(key, instance);
    const refusal = switchRefusal(key, context) ?? (checked ? changeRefusal(key, false, agentCount) : null);
    return (
      <SwitchRow
        label={CONFIG_TEXT.switchLabels[key]}
        description={CONFIG_TEXT.descriptions[key]}
        checked={checked}
        refusal={refusal}
        offline={offline}
        confirmationFor={(enable) => confirmationFor(key, enable)}
        onChange={(enable) => change({ key, enable })}
      >
        {children}
      </SwitchRow>
    );
  };

  const body = (section: ConfigSection): ReactNode => {
    switch (section.key) {
      case 'clusterSize':
        return <ClusterSize uuid={uuid} user={user} instance={instance} status={status} offline={offline} />;
      case 'servicesControl':
        return <ServicesSection {...props} />;
      case 'autoSuspend': {
        // Refused, the idle time says why under it (issue 26 §7); while loading, its placeholder says so.
        const why =
          switchRefusal('autoSuspend', context)?.message ??
          (offline ? OFFLINE_ACTION_TOOLTIP : !instance.sleeppable ? CONFIG_TEXT.idleTimeNeedsSwitch : null);
        return row(
          'autoSuspend',
          <Select
            label={CONFIG_TEXT.idleTime}
            data={(idleTimes.data ?? []).map((t) => ({ value: String(t.key), label: t.display }))}
            value={String(instance.idleTime)}
            placeholder={idleTimes.isPending ? CONFIG_TEXT.idleTimeLoading : undefined}
            onChange={(value) => value && change({ key: 'autoSuspend', enable: true, idleTime: Number(value) })}
            allowDeselect={false}
            disabled={why !== null || !idleTimes.data}
            description={why ?? undefined}
            maw={240}
          />,
        );
      }
      case 'mlflow':
        return row(
          'mlflow',
          instance.mlflowEnabled ? (
            <DownloadButton
              label={CONFIG_TEXT.downloadMlflowSample}
              path={DOWNLOAD_PATHS.mlflowSample(instance.id)}
              fallbackName="mlflow-sample.ipynb"
              offline={offline}
            />
          ) : null,
        );
      case 'deltaShare':
        return row(
          'deltaShare',
          instance.enableDeltaShare ? (
            <Stack gap="xs" align="flex-start">
              <DownloadButton
                label={CONFIG_TEXT.downloadWheel}
                path={DOWNLOAD_PATHS.deltaShare(instance.id, DELTA_SHARE_FILES.wheel)}
                fallbackName={DELTA_SHARE_FILES.wheel}
                offline={offline}
              />
              <DownloadButton
                label={CONFIG_TEXT.downloadSample}
                path={DOWNLOAD_PATHS.deltaShare(instance.id, DELTA_SHARE_FILES.sample)}
                fallbackName={DELTA_SHARE_FILES.sample}
                offline={offline}
              />
            </Stack>
          ) : null,
        );
      case 'dataAgent':
        return row(
          'dataAgent',
          instance.enableDataAgent ? (
            <>
              <DownloadButton
                label={CONFIG_TEXT.downloadAgent}
                path={DOWNLOAD_PATHS.dataAgent(instance.id)}
                fallbackName="data-agent.zip"
                offline={offline}
              />
              <DataAgentsList {...props} />
            </>
          ) : null,
        );
      case 'pythonPackages':
        return <PythonPackages supported={isActionSupported(user, 'packages_installion', instance.platform)} name={instance.name} />;
      case 'homePage':
      case 'onboarding':
      case 'copilot':
      case 'incortaX':
      case 'sqli':
      case 'dataStudio':
        return row(section.key);
      default:
        return null;
    }
  };

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <SectionIndex sections={sections} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 9 }}>
        <Stack gap="md">
          {sections.slice(0, shown).map((section) => (
            <Section key={section.id} section={section}>
              {body(section)}
            </Section>
          ))}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** Python packages are installed from the Libraries tab (needs the packages_installion platform action). */
function PythonPackages({ supported, name }: { supported: boolean; name: string }) {
  const href = `/clusters/${encodeURIComponent(name)}?tab=libraries`;
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{CONFIG_TEXT.descriptions.pythonPackages}</Text>
      {supported ? (
        <Anchor component={Link} href={href} size="sm">
          {CONFIG_TEXT.openLibraries}
        </Anchor>
      ) : (
        <GatedButton label={CONFIG_TEXT.openLibraries} refusal={UNSUPPORTED_ACTION_TOOLTIP} size="xs" variant="light" />
      )}
    </Stack>
  );
}
