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
import { DownloadButton, type DownloadButtonProps } from './DownloadButton';
import { CONFIG_TEXT } from './messages';
import { SwitchRow } from './SwitchRow';
import { hashTarget, useScrollToHash } from '../url-hash';
import '@mantine/core/styles/Grid.css';

/**
 * The section rendered with the tab; the others follow one per frame (useProgressiveCount), as plain updates:
 * the tab's polls and answers would keep restarting a transition. One section is one short task on a slow
 * phone; three were not (issue 24: Lighthouse's TBT on this tab, 6 runs each, 179–336 ms against 316–469 ms).
 */
const FIRST_SECTIONS = 1;
const SECTIONS_PER_FRAME = 1;

const sameSections = (a: { sections: readonly ConfigSection[] }, b: { sections: readonly ConfigSection[] }) =>
  a.sections.length === b.sections.length && a.sections.every((section, i) => section === b.sections[i]);

function goTo(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ block: 'start', behavior: 'smooth' });
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${id}`);
  target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
}

/** Drawn again only when another set of sections is visible (a poll gives a new list of the same sections). */
const SectionIndex = memo(function SectionIndex({ sections }: { sections: readonly ConfigSection[] }) {
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
}, sameSections);

export function ConfigurationsTab(props: ClusterTabProps) {
  const { user, entry } = props;
  const { instance } = entry;
  useScrollToHash();
  // The same section objects whenever the same sections are visible, so the index and the sections skip renders.
  const sections = visibleSections({ user, cluster: instance, showInstanceSize: user.configurations.showInstanceSize.enabled });
  // Opened at a section (#anchor), every section renders at once so the one named is where the scroll lands.
  const shown = useProgressiveCount(sections.length, hashTarget() ? sections.length : FIRST_SECTIONS, SECTIONS_PER_FRAME, 'default');

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 3 }}>
        <SectionIndex sections={sections} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 9 }}>
        <Stack gap="md">
          {sections.slice(0, shown).map((section) => (
            <Section key={section.id} section={section} {...props} />
          ))}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/**
 * One section, rendered again only when its own props or calls change: each section reads the calls it needs
 * (premium support, idle times, the agent count), so an answer, a progressive step or a poll does not redraw
 * the whole tab.
 */
const Section = memo(function Section({ section, ...tab }: ClusterTabProps & { section: ConfigSection }) {
  const headingId = `${section.id}-title`;
  return (
    <Paper component="section" id={section.id} aria-labelledby={headingId} withBorder p="md" style={{ scrollMarginTop: 16 }}>
      <Title order={2} size="h4" id={headingId} mb="sm" tabIndex={-1}>
        {section.label}
      </Title>
      <SectionBody section={section} tab={tab} />
    </Paper>
  );
});

function SectionBody({ section, tab }: { section: ConfigSection; tab: ClusterTabProps }): ReactNode {
  const { uuid, user, entry, status } = tab;
  const { instance } = entry;
  const offline = !useOnline();
  switch (section.key) {
    case 'clusterSize':
      return <ClusterSizeSection uuid={uuid} user={user} instance={instance} status={status} offline={offline} />;
    case 'servicesControl':
      return <ServicesControl {...tab} />;
    case 'autoSuspend':
      return (
        <FeatureSwitchRow switchKey="autoSuspend" tab={tab}>
          {(state) => <IdleTime instance={instance} {...state} />}
        </FeatureSwitchRow>
      );
    case 'dataAgent':
      return (
        <FeatureSwitchRow switchKey="dataAgent" tab={tab}>
          {instance.enableDataAgent ? <DataAgents {...tab} /> : null}
        </FeatureSwitchRow>
      );
    case 'pythonPackages':
      return <PythonPackages supported={isActionSupported(user, 'packages_installion', instance.platform)} name={instance.name} />;
    case 'mlflow':
    case 'deltaShare':
    case 'homePage':
    case 'onboarding':
    case 'copilot':
    case 'incortaX':
    case 'sqli':
    case 'dataStudio':
      return <FeatureSwitchRow switchKey={section.key} tab={tab} />;
    default:
      return null;
  }
}

/** The files a switch offers while it is on (doc 2 §2). */
function downloadsOf(key: FeatureSwitch, instance: InstanceDetail): Omit<DownloadButtonProps, 'offline'>[] {
  const { id } = instance;
  switch (key) {
    case 'mlflow':
      return instance.mlflowEnabled
        ? [{ label: CONFIG_TEXT.downloadMlflowSample, path: DOWNLOAD_PATHS.mlflowSample(id), fallbackName: 'mlflow-sample.ipynb' }]
        : [];
    case 'deltaShare':
      return instance.enableDeltaShare
        ? [
            { label: CONFIG_TEXT.downloadWheel, path: DOWNLOAD_PATHS.deltaShare(id, DELTA_SHARE_FILES.wheel), fallbackName: DELTA_SHARE_FILES.wheel },
            { label: CONFIG_TEXT.downloadSample, path: DOWNLOAD_PATHS.deltaShare(id, DELTA_SHARE_FILES.sample), fallbackName: DELTA_SHARE_FILES.sample },
          ]
        : [];
    case 'dataAgent':
      return instance.enableDataAgent ? [{ label: CONFIG_TEXT.downloadAgent, path: DOWNLOAD_PATHS.dataAgent(id), fallbackName: 'data-agent.zip' }] : [];
    default:
      return [];
  }
}

/** What a switch needs besides the cluster: premium support, the change call, and whether the app is online. */
function useSwitch(tab: ClusterTabProps) {
  const { uuid, user, entry, status } = tab;
  const { instance } = entry;
  const premiumSupported = useQuery(settingsQueries.premiumSupported()).data ?? false;
  const featureSwitch = useMutation(settingsMutations.featureSwitch({ uuid, name: instance.name, id: instance.id }));
  const context: SwitchContext = { user, cluster: instance, status, premiumSupported };
  return { context, offline: !useOnline(), change: (next: SwitchChange) => featureSwitch.mutate(next) };
}
type SwitchState = ReturnType<typeof useSwitch>;

/** The data agent switch cannot be turned off while connections exist: their count is the list's total. */
function useAgentCount({ uuid, user, entry }: ClusterTabProps, wanted: boolean): number {
  const { instance } = entry;
  const seen =
    wanted &&
    dataAgentViewRefusal(user, { platform: instance.platform, enableDataAgent: instance.enableDataAgent, clusterPolicy: instance.clusterPolicy }) === null;
  return useQuery({ ...dataAgentQueries.count({ uuid, name: instance.name, id: instance.id }), enabled: seen }).data ?? 0;
}

/**
 * The switch of `switchKey`, with its refusal: a change it can never make now counts as refused. What shows
 * under it may read the switch's state (auto-suspend's idle time), so the state is read once, here.
 */
function FeatureSwitchRow({
  switchKey,
  tab,
  children,
}: {
  switchKey: FeatureSwitch;
  tab: ClusterTabProps;
  children?: ReactNode | ((state: SwitchState) => ReactNode);
}) {
  const state = useSwitch(tab);
  const { context, offline, change } = state;
  const agentCount = useAgentCount(tab, switchKey === 'dataAgent');
  const checked = switchValue(switchKey, tab.entry.instance);
  const refusal = switchRefusal(switchKey, context) ?? (checked ? changeRefusal(switchKey, false, agentCount) : null);
  const downloads = downloadsOf(switchKey, tab.entry.instance);
  return (
    <SwitchRow
      label={CONFIG_TEXT.switchLabels[switchKey]}
      description={CONFIG_TEXT.descriptions[switchKey]}
      checked={checked}
      refusal={refusal}
      offline={offline}
      confirmationFor={(enable) => confirmationFor(switchKey, enable)}
      onChange={(enable) => change({ key: switchKey, enable })}
    >
      {downloads.length > 0 ? (
        <Stack gap="xs" align="flex-start">
          {downloads.map((file) => (
            <DownloadButton key={file.path} {...file} offline={offline} />
          ))}
        </Stack>
      ) : null}
      {typeof children === 'function' ? children(state) : children}
    </SwitchRow>
  );
}

/** Auto-suspend's idle time, under its switch; refused, it says why under it (issue 26 §7). */
function IdleTime({ instance, context, offline, change }: SwitchState & { instance: InstanceDetail }) {
  const idleTimes = useQuery(catalogQueries.idleTimes());
  // While loading, its placeholder says so.
  const why =
    switchRefusal('autoSuspend', context)?.message ?? (offline ? OFFLINE_ACTION_TOOLTIP : !instance.sleeppable ? CONFIG_TEXT.idleTimeNeedsSwitch : null);
  return (
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
    />
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
