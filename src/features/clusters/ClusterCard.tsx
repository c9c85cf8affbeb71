import { memo, type MouseEvent } from 'react';
import { Button, Card } from '@mantine/core';
import { useRouter } from 'wouter';
import type { User } from '../../contract/types';
import type { ClusterEntry } from '../../api/clusters';
import type { ClusterStatus } from '../../domain/status';
import { canConnect } from '../../domain/permissions';
import { formatDate } from '../../domain/time-format';
import { userLocale } from '../../ui/locale';
import { StatusBadge } from '../../ui/StatusBadge';
import { OfflineTooltip } from '../../pwa';
import { ClusterActionsMenu } from './ClusterActionsMenu';
import { CARD_MESSAGES } from './messages';
import classes from './ClusterCard.module.css';
import { clusterPath } from '../../domain/paths';

export interface ClusterCardProps {
  entry: ClusterEntry;
  status: ClusterStatus;
  user: Pick<User, 'platformActions'>;
  /** A connect, disconnect or delete of this cluster is on its way. */
  busy: boolean;
  /** The server cannot be reached: every action is disabled and says why (read once by the list, not per card). */
  offline: boolean;
  /** The router's navigate (stable): the card's link opens /clusters/{name} in the app. */
  navigate: (path: string) => void;
  onConnect: (name: string) => void;
  onDisconnect: (name: string) => void;
  onClone: (entry: ClusterEntry) => void;
  onDelete: (entry: ClusterEntry) => void;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <p className={`${classes.text} ${classes.dimmed}`}>
      {label}: <span className={classes.value}>{value}</span>
    </p>
  );
}

/** A left click without modifier keys stays in the app; the others keep the browser's own behaviour. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.altKey && !event.shiftKey;
}

/** The created day in the user's locale; an unreadable value is shown as sent. */
function createdDate(createdAt: string): string {
  const at = Date.parse(createdAt);
  return Number.isFinite(at) ? formatDate(at, userLocale()) : createdAt;
}

/** One cluster: its body links to /clusters/{name}; actions sit outside the link (no nested controls). */
export const ClusterCard = memo(function ClusterCard(props: ClusterCardProps) {
  const { entry, status, user, busy, offline, navigate } = props;
  const { instance, service } = entry;
  const router = useRouter();
  const mayConnect = canConnect(instance);
  const path = clusterPath(instance.name);

  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigate(path);
  };

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={instance.name} className={classes.card}>
      <div className={classes.head}>
        <a href={router.hrefs(router.base + path, router)} onClick={follow} className={`mantine-focus-auto ${classes.link}`}>
          <div className={classes.summary}>
            <div className={classes.titleRow}>
              <p className={classes.name}>{instance.name}</p>
              <StatusBadge status={status} />
            </div>
            <Detail label="Region" value={instance.regionAlias} />
            <Detail label="Size" value={instance.analyticsSize?.displayName ?? instance.csize} />
            <Detail label="Version" value={instance.customBuild ? `${instance.image} (custom)` : instance.image} />
            <Detail label="Auto suspend" value={instance.displayIdleTime} />
          </div>
        </a>
        <ClusterActionsMenu
          user={user}
          instance={instance}
          status={status}
          busy={busy}
          offline={offline}
          showDisconnect={mayConnect && status === 'running'}
          onClone={() => props.onClone(entry)}
          onDisconnect={() => props.onDisconnect(instance.name)}
          onDelete={() => props.onDelete(entry)}
        />
      </div>
      <Card.Section withBorder inheritPadding py="xs" mt="sm">
        <CardFooter {...props} mayConnect={mayConnect} serviceUrl={service?.url ?? null} />
      </Card.Section>
    </Card>
  );
});

/** The footers of doc 1 §4 (creating, starting-up, running, sleeping); the others are ours. */
function CardFooter({
  entry,
  status,
  busy,
  offline,
  onConnect,
  mayConnect,
  serviceUrl,
}: ClusterCardProps & { mayConnect: boolean; serviceUrl: string | null }) {
  const { instance } = entry;
  switch (status) {
    case 'creating':
      return <p className={classes.text}>{CARD_MESSAGES.creatingFooter}</p>;
    case 'starting-up':
      return <p className={classes.text}>{CARD_MESSAGES.startingUpFooter}</p>;
    case 'running':
      return (
        <div className={classes.footerRow}>
          <div className={classes.meta}>
            <p className={classes.small}>{CARD_MESSAGES.createdOn(createdDate(instance.createdAt))}</p>
            <p className={classes.small}>{CARD_MESSAGES.ownedBy(instance.owner.fullName)}</p>
          </div>
          {serviceUrl ? (
            <a href={serviceUrl} target="_blank" rel="noopener noreferrer" className={`mantine-focus-auto ${classes.external}`}>
              {CARD_MESSAGES.open}
            </a>
          ) : null}
        </div>
      );
    case 'sleeping':
      return mayConnect ? (
        <OfflineTooltip offline={offline}>
          <Button
            size="xs"
            onClick={() => onConnect(instance.name)}
            disabled={busy || offline}
            style={offline ? { pointerEvents: 'none' } : undefined}
          >
            {CARD_MESSAGES.connect}
          </Button>
        </OfflineTooltip>
      ) : (
        <p className={`${classes.text} ${classes.dimmed}`}>{CARD_MESSAGES.ownedBy(instance.owner.fullName)}</p>
      );
    case 'stopping':
      return <p className={classes.text}>{CARD_MESSAGES.stoppingFooter}</p>;
    case 'corrupted':
      return <p className={classes.text}>{CARD_MESSAGES.corruptedFooter}</p>;
    case 'undefined':
      return <p className={`${classes.text} ${classes.dimmed}`}>{CARD_MESSAGES.ownedBy(instance.owner.fullName)}</p>;
  }
}
