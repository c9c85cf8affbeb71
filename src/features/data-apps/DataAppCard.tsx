/**
 * One data app of the catalogue (doc 3 §2, §3 Blueprint): its category image, name, description, type and tag,
 * a box to select it among several, and Install. A data app that is not installable says 'Data app isn't
 * available' and offers neither. Props only.
 */
import '@mantine/core/styles/Image.css';
import { Badge, Button, Card, Checkbox, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { DataApp } from '../../contract/types';
import { typeLabel } from '../../domain/data-app-catalogue';
import { isInstallable } from '../../domain/data-app-imports';
import { DATA_APP_IMPORT_MESSAGES } from '../../domain/validation/data-app-import';
import { OfflineTooltip } from '../../pwa';
import { DATA_APPS_PAGE } from './messages';

export interface DataAppCardProps {
  app: DataApp;
  selected: boolean;
  online: boolean;
  onSelect: (selected: boolean) => void;
  onInstall: () => void;
}

export function DataAppCard({ app, selected, online, onSelect, onInstall }: DataAppCardProps) {
  const installable = isInstallable(app);
  const titleId = `data-app-${app.id}`;
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-labelledby={titleId} data-data-app={app.slug ?? app.id}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          {app.blueprintCategory?.image ? <Image src={app.blueprintCategory.image} alt="" w={48} h={48} radius="sm" /> : null}
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={2} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {app.name}
            </Title>
            <Text size="xs" c="dimmed">
              {[app.blueprintCategory?.name, app.businessFunction].filter((v, i, all) => v && all.indexOf(v) === i).join(' · ')}
            </Text>
          </Stack>
        </Group>
        {app.description ? <Text size="sm">{app.description}</Text> : null}
        <Group gap={6}>
          <Badge variant="light">{typeLabel(app.type)}</Badge>
          {app.tag ? (
            <Badge variant="outline" color="gray" aria-label={DATA_APPS_PAGE.tag(app.tag)}>
              {app.tag}
            </Badge>
          ) : null}
        </Group>
        {installable ? null : (
          <Text size="sm" c="dimmed" fs="italic">
            {DATA_APP_IMPORT_MESSAGES.notAvailable}
          </Text>
        )}
        <Group justify="space-between" gap="xs" mt="auto">
          <Checkbox
            label={DATA_APPS_PAGE.selectShort}
            aria-label={DATA_APPS_PAGE.select(app.name)}
            checked={selected}
            disabled={!installable}
            onChange={(event) => onSelect(event.currentTarget.checked)}
          />
          {installable ? (
            <OfflineTooltip offline={!online}>
              <Button
                size="xs"
                onClick={onInstall}
                disabled={!online}
                style={online ? undefined : { pointerEvents: 'none' }}
                aria-label={DATA_APPS_PAGE.installName(app.name)}
              >
                {DATA_APPS_PAGE.install}
              </Button>
            </OfflineTooltip>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
