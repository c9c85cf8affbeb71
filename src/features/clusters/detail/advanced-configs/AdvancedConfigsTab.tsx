/**
 * The advanced configurations tab (spec doc 2 §2, §3, §4, §5, §6, §8): 'Server Configurations' and 'Tenant
 * Configurations ({tenant})' (a tenant select when the cluster has several), each with its category menu (a
 * NavLink list; a select on a phone), the help link of the tab and category, and the form rendered from its
 * items. Save is enabled by an edit and disabled again by a successful save; an edited item that requires a
 * restart shows the restart notice. Read only while the cluster runs ('Cluster is disconnected' while sleeping,
 * 'Cluster is loading... …' otherwise); never refetched on focus or reconnect. The owner and a Manager edit, a
 * Billing User views (read-only). A history state may ask for the labs category or its Null Handling item.
 * Beyond the spec: a search over every category and a 'modified only' filter.
 */
// NavLink's stylesheet is not in the shell's (app/mantine-styles.ts): only these side indexes use it.
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Flex.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Flex, Group, NavLink, Select, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { advancedConfigsMutations, advancedConfigsQueries, type AdvancedConfigsRef } from '../../../../api/cluster-advanced-configs';
import { tenantQueries } from '../../../../api/cluster-tenants';
import type { AdvancedConfigItem, AdvancedConfigTab, Tenant } from '../../../../contract/types';
import { BRAND } from '../../../../config/brand';
import {
  ADVANCED_CONFIGS_REFUSALS,
  ADVANCED_CONFIGS_TEXTS,
  advancedConfigsAccess,
  advancedConfigsHelpLink,
  advancedConfigsUnavailable,
  categoryLabel,
  descriptionWidth,
  isItemVisible,
  isModified,
  itemsOfTab,
  matchesSearch,
  NULL_HANDLING_KEY,
  PRODUCT_CATEGORY,
  readAdvancedConfigsNavState,
  servicesToRestart,
  toWireValue,
  type AdvancedConfigsTarget,
} from '../../../../domain/advanced-configs';
import { serverFieldErrors } from '../../../../domain/errors';
import {
  advancedConfigsFormSchema,
  fieldIdOf,
  keyOfFieldId,
  type AdvancedConfigsFormValues,
  type ConfigFormValue,
} from '../../../../domain/schemas/advanced-configs';
import { OFFLINE_ACTION_TOOLTIP, useOnline } from '../../../../pwa';
import { FORM_REFUSALS } from '../../../../domain/form-refusals';
import { ExternalLink } from '../../../../ui/ExternalLink';
import { QueryState, queryStateOf } from '../../../../ui/QueryState';
import { SearchInput } from '../../../../ui/SearchInput';
import { GatedButton } from '../../../../ui/GatedButton';
import type { ClusterTabProps } from '../tab-props';
import { ConfigItemRow } from './ConfigItemRow';
import { ADVANCED_CONFIGS_TAB } from './messages';
import { TabHeading } from '../TabHeading';


const label = (category: string) => categoryLabel(category, BRAND.cloudName);

/** What another screen asked for when it opened the tab (read once: a later visit starts plain). */
function useNavTarget(): AdvancedConfigsTarget | null {
  const [target] = useState(() => readAdvancedConfigsNavState(window.history.state));
  return target;
}

export function AdvancedConfigsTab({ uuid, entry, status }: ClusterTabProps) {
  const { instance } = entry;
  const access = advancedConfigsAccess(instance.clusterPolicy.roleName);
  const unavailable = advancedConfigsUnavailable(status);
  const ref = { uuid, name: instance.name, id: instance.id };
  const readable = access !== 'none' && unavailable === null;
  const query = useQuery(advancedConfigsQueries.tabs(ref, { enabled: readable }));
  const tenants = useQuery({ ...tenantQueries.list(uuid, instance.name), enabled: readable });
  const target = useNavTarget();

  let body;
  if (access === 'none') body = <Alert color="gray">{ADVANCED_CONFIGS_REFUSALS.view}</Alert>;
  else if (unavailable !== null) body = <Alert color="gray">{unavailable}</Alert>;
  else
    body = (
      <QueryState
        query={queryStateOf(query)}
        texts={ADVANCED_CONFIGS_TAB}
        // The tenant tab is named after its tenant: wait for the tenants (their tabs name them if that fails).
        ready={tenants.data !== undefined || tenants.isError}
      >
        {(tabs) => <AdvancedConfigsView tabs={tabs} tenants={tenants.data} editable={access === 'edit'} target={target} cluster={ref} />}
      </QueryState>
    );

  return (
    <Stack gap="md" component="section" aria-labelledby="advanced-configs-title">
      <TabHeading id="advanced-configs-title" title={ADVANCED_CONFIGS_TAB.title} intro={ADVANCED_CONFIGS_TAB.intro} />
      {body}
    </Stack>
  );
}

interface ViewProps {
  tabs: AdvancedConfigTab[];
  tenants: Tenant[] | undefined;
  editable: boolean;
  target: AdvancedConfigsTarget | null;
  cluster: AdvancedConfigsRef;
}

/** The tenants to choose from: the cluster's, else those the tabs name. The default one first. */
function tenantChoices(tabs: AdvancedConfigTab[], tenants: Tenant[] | undefined): Tenant[] {
  const withTab = (tenants ?? []).filter((t) => tabs.some((tab) => tab.tab === 'tenant' && tab.name === t.id));
  const list = withTab.length > 0 ? withTab : tabs.filter((t) => t.tab === 'tenant').map((t) => ({ id: t.name, name: t.name }));
  return [...list].sort((a, b) => Number(b.name === 'default') - Number(a.name === 'default'));
}

function AdvancedConfigsView({ tabs, tenants, editable, target, cluster }: ViewProps) {
  const [active, setActive] = useState<string>('server');
  const choices = tenantChoices(tabs, tenants);
  const [tenantId, setTenantId] = useState<string | null>(null);
  const tenant = choices.find((t) => t.id === tenantId) ?? choices[0];
  const server = tabs.find((t) => t.tab === 'server');
  const tenantTab = tenant ? tabs.find((t) => t.tab === 'tenant' && t.name === tenant.id) : undefined;

  return (
    <Tabs value={active} onChange={(next) => setActive(next ?? 'server')}>
      <Tabs.List aria-label={ADVANCED_CONFIGS_TAB.tabsLabel}>
        {server ? <Tabs.Tab value="server">{ADVANCED_CONFIGS_TEXTS.serverTab}</Tabs.Tab> : null}
        {tenant && tenantTab ? <Tabs.Tab value="tenant">{ADVANCED_CONFIGS_TEXTS.tenantTab(tenant.name)}</Tabs.Tab> : null}
      </Tabs.List>
      {server ? (
        <Tabs.Panel value="server" pt="md">
          <TabForm key={server.id} tab={server} editable={editable} cluster={cluster} target={target} />
        </Tabs.Panel>
      ) : null}
      {tenant && tenantTab ? (
        <Tabs.Panel value="tenant" pt="md">
          <Stack gap="md">
            {choices.length > 1 ? (
              <Select
                label={ADVANCED_CONFIGS_TAB.tenant}
                data={choices.map((t) => ({ value: t.id, label: t.name }))}
                value={tenant.id}
                onChange={(next) => setTenantId(next)}
                allowDeselect={false}
                maw={320}
              />
            ) : null}
            <TabForm key={tenantTab.id} tab={tenantTab} editable={editable} cluster={cluster} target={null} />
          </Stack>
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}

function formValueOf(item: AdvancedConfigItem): ConfigFormValue {
  if (item.type === 'boolean') return item.value === 'true';
  if (item.type === 'number' && /^[-+]?\d+$/.test(item.value.trim())) return Number(item.value);
  return item.value;
}

function valuesOf(items: readonly AdvancedConfigItem[]): AdvancedConfigsFormValues {
  return Object.fromEntries(items.map((item) => [fieldIdOf(item.key), formValueOf(item)]));
}

const valueReader = (values: AdvancedConfigsFormValues) => (key: string) => {
  const value = values[fieldIdOf(key)];
  return value === undefined ? undefined : toWireValue(value);
};

/** The items shown whose value differs from `baseline`: what Save sends. */
function changedItems(items: readonly AdvancedConfigItem[], values: AdvancedConfigsFormValues, baseline: AdvancedConfigsFormValues) {
  const valueOf = valueReader(values);
  return items.filter(
    (item) => isItemVisible(item, valueOf) && toWireValue(values[fieldIdOf(item.key)]) !== toWireValue(baseline[fieldIdOf(item.key)]),
  );
}

/** A DOM id for an item's input, unique per tab. */
const inputIdOf = (tab: AdvancedConfigTab, key: string) => `cfg-${tab.tab}-${key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
const categoryIdOf = (tab: AdvancedConfigTab, category: string) => `cfg-${tab.tab}-category-${category.replace(/[^A-Za-z0-9_-]/g, '-')}`;

interface TabFormProps {
  tab: AdvancedConfigTab;
  editable: boolean;
  cluster: AdvancedConfigsRef;
  target: AdvancedConfigsTarget | null;
}

function TabForm({ tab, editable, cluster, target }: TabFormProps) {
  const online = useOnline();
  const save = useMutation(advancedConfigsMutations.save(cluster));
  const items = useMemo(() => itemsOfTab(tab), [tab]);
  const itemsByKey = useMemo(() => new Map(items.map((item) => [item.key, item])), [items]);
  const loaded = useMemo(() => valuesOf(items), [items]);
  const schema = useMemo(() => advancedConfigsFormSchema(items), [items]);
  const form = useForm<AdvancedConfigsFormValues>({
    mode: 'controlled',
    initialValues: loaded,
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnChange: true,
  });
  // What Save compares against: the values last read or saved (the ref for the effect below).
  const [baseline, setBaselineState] = useState(loaded);
  const baselineRef = useRef(loaded);
  const setBaseline = (next: AdvancedConfigsFormValues) => {
    baselineRef.current = next;
    setBaselineState(next);
  };

  const wanted = target !== null && tab.tab === 'server' && tab.categories.some((c) => c.category === PRODUCT_CATEGORY);
  const [category, setCategory] = useState(() => (wanted ? PRODUCT_CATEGORY : (tab.categories[0]?.category ?? '')));
  const [search, setSearch] = useState('');
  const [modifiedOnly, setModifiedOnly] = useState(false);

  const values = form.getValues();
  const valueOf = valueReader(values);
  const changed = changedItems(items, values, baseline);
  const restart = servicesToRestart(changed);
  const dirty = changed.length > 0;

  // Fresh values from the server replace the form's, unless the user is editing (then theirs are kept).
  const seen = useRef(loaded);
  useEffect(() => {
    if (seen.current === loaded) return;
    seen.current = loaded;
    if (changedItems(items, form.getValues(), baselineRef.current).length > 0) return;
    form.setValues(loaded);
    form.clearErrors();
    baselineRef.current = loaded;
    setBaselineState(loaded);
  }, [loaded, items, form]);

  // The labs category (or its Null Handling item) asked for by the history state: scrolled into view once.
  useEffect(() => {
    if (!wanted) return;
    const id =
      target === 'null-handling' && itemsByKey.has(NULL_HANDLING_KEY)
        ? `row-${inputIdOf(tab, NULL_HANDLING_KEY)}`
        : categoryIdOf(tab, PRODUCT_CATEGORY);
    document.getElementById(id)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const filtering = search.trim() !== '' || modifiedOnly;
  const shown = (item: AdvancedConfigItem) =>
    isItemVisible(item, valueOf) && matchesSearch(item, search) && (!modifiedOnly || isModified(item, valueOf(item.key) ?? ''));
  const groups = (filtering ? tab.categories : tab.categories.filter((c) => c.category === category))
    .map((c) => ({ category: c.category, items: c.config.filter(shown) }))
    .filter((g) => !filtering || g.items.length > 0);

  const onValid = (submitted: AdvancedConfigsFormValues) => {
    if (changed.length === 0) return;
    const payload = [
      {
        name: tab.name,
        data: changed.map((item) => ({ configKey: item.key, configValue: toWireValue(submitted[fieldIdOf(item.key)]) })),
      },
    ];
    save.mutate(
      { payload, restart: restart.length > 0 },
      {
        onSuccess: () => setBaseline(submitted),
        onError: (error) => {
          const placed = serverFieldErrors(error, (fieldName) => (itemsByKey.has(fieldName) ? fieldIdOf(fieldName) : null));
          form.setErrors({ ...form.errors, ...placed });
        },
      },
    );
  };
  const onInvalid = (errors: Record<string, unknown>) => {
    // The first wrong item may be in another category: show it.
    const first = Object.keys(errors)[0];
    const key = first ? keyOfFieldId(first) : null;
    const owner = key ? tab.categories.find((c) => c.config.some((item) => item.key === key)) : undefined;
    if (owner && !filtering) setCategory(owner.category);
  };

  const discard = () => {
    form.setValues(baseline);
    form.clearErrors();
  };

  const categoryOptions = tab.categories.map((c) => ({ value: c.category, label: label(c.category) }));

  return (
    <form onSubmit={(event) => form.onSubmit(onValid, onInvalid)(event)} noValidate aria-label={tab.displayName}>
      <Stack gap="md">
        {!editable ? <Alert color="gray">{ADVANCED_CONFIGS_TAB.readOnly}</Alert> : null}
        <Flex direction={{ base: 'column', sm: 'row' }} gap="md" align={{ base: 'stretch', sm: 'flex-end' }}>
          <SearchInput
            label={ADVANCED_CONFIGS_TAB.search}
            placeholder={ADVANCED_CONFIGS_TAB.searchPlaceholder}
            value={search}
            onChange={setSearch}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Switch
            label={ADVANCED_CONFIGS_TAB.modifiedOnly}
            checked={modifiedOnly}
            onChange={(event) => setModifiedOnly(event.currentTarget.checked)}
          />
        </Flex>

        <Flex direction={{ base: 'column', sm: 'row' }} gap="lg" align="flex-start">
          <Box hiddenFrom="sm" w="100%">
            <Select
              label={ADVANCED_CONFIGS_TAB.category}
              data={categoryOptions}
              value={category}
              onChange={(next) => next && setCategory(next)}
              allowDeselect={false}
              disabled={filtering}
            />
          </Box>
          <Box component="nav" aria-label={ADVANCED_CONFIGS_TAB.categories} visibleFrom="sm" w={220} style={{ flexShrink: 0 }}>
            {categoryOptions.map((option) => (
              <NavLink
                key={option.value}
                component="button"
                type="button"
                label={option.label}
                active={!filtering && option.value === category}
                aria-current={!filtering && option.value === category ? 'true' : undefined}
                onClick={() => {
                  setCategory(option.value);
                  setSearch('');
                  setModifiedOnly(false);
                }}
              />
            ))}
          </Box>

          <Stack gap="lg" style={{ flex: 1, minWidth: 0 }} w="100%">
            {filtering && groups.length === 0 ? (
              <Text c="dimmed">{modifiedOnly && search.trim() === '' ? ADVANCED_CONFIGS_TAB.noModified : ADVANCED_CONFIGS_TAB.noResults}</Text>
            ) : null}
            {groups.map((group) => (
              <Box key={group.category} component="section" aria-labelledby={categoryIdOf(tab, group.category)}>
                <Group justify="space-between" align="baseline" gap="xs" wrap="wrap">
                  <Title order={3} size="h5" id={categoryIdOf(tab, group.category)} style={{ scrollMarginTop: 80 }}>
                    {label(group.category)}
                  </Title>
                  <ExternalLink href={advancedConfigsHelpLink(BRAND.links.documentation, tab.tab, label(group.category))} size="sm">
                    {ADVANCED_CONFIGS_TAB.help(label(group.category))}
                  </ExternalLink>
                </Group>
                {group.items.length === 0 ? (
                  <Text c="dimmed" size="sm" mt="sm">
                    {ADVANCED_CONFIGS_TAB.emptyCategory}
                  </Text>
                ) : null}
                {group.items.map((item) => {
                  const field = fieldIdOf(item.key);
                  const error = form.errors[field];
                  return (
                    <ConfigItemRow
                      key={item.key}
                      item={item}
                      inputId={inputIdOf(tab, item.key)}
                      value={values[field] ?? ''}
                      error={typeof error === 'string' ? error : undefined}
                      descriptionWidth={descriptionWidth(group.category)}
                      readOnly={!editable}
                      onChange={(next) => form.setFieldValue(field, next)}
                      onBlur={() => form.validateField(field)}
                    />
                  );
                })}
              </Box>
            ))}
          </Stack>
        </Flex>

        {editable && restart.length > 0 ? (
          <Alert color="orange" title={ADVANCED_CONFIGS_TAB.restartTitle} role="status">
            {ADVANCED_CONFIGS_TAB.restartNotice(restart)}
          </Alert>
        ) : null}

        <Group justify="flex-end" gap="sm" wrap="wrap" style={{ position: 'sticky', bottom: 0, background: 'var(--mantine-color-body)' }} py="xs">
          {dirty ? (
            <Text size="sm" c="dimmed" mr="auto">
              {ADVANCED_CONFIGS_TAB.unsaved(changed.length)}
            </Text>
          ) : null}
          {editable ? (
            <>
              <GatedButton
                variant="default"
                label={ADVANCED_CONFIGS_TAB.discard}
                refusal={dirty ? null : FORM_REFUSALS.nothingToDiscard}
                disabled={save.isPending}
                onClick={discard}
              />
              <GatedButton
                type="submit"
                label={ADVANCED_CONFIGS_TAB.save}
                loading={save.isPending}
                refusal={online ? (dirty ? null : FORM_REFUSALS.nothingToSave) : OFFLINE_ACTION_TOOLTIP}
              />
            </>
          ) : (
            <GatedButton label={ADVANCED_CONFIGS_TAB.save} refusal={ADVANCED_CONFIGS_REFUSALS.edit} />
          )}
        </Group>
      </Stack>
    </form>
  );
}
