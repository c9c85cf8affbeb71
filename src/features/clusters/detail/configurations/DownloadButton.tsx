/** A download of doc 2 §2: fetched with the bearer token (a plain link carries none), then saved. */
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { settingsMutations } from '../../../../api/cluster-settings';
import { OfflineTooltip } from '../../../../pwa';
import { CONFIG_TEXT } from './messages';
import { saveFile } from '../../../../ui/save-file';

export interface DownloadButtonProps {
  label: string;
  path: string;
  /** The name to save under when the answer names none. */
  fallbackName: string;
  offline: boolean;
}

export function DownloadButton({ label, path, fallbackName, offline }: DownloadButtonProps) {
  const download = useMutation(settingsMutations.download());
  return (
    <OfflineTooltip offline={offline}>
      <Button
        variant="light"
        size="xs"
        disabled={offline}
        loading={download.isPending}
        loaderProps={{ 'aria-label': CONFIG_TEXT.downloading }}
        onClick={() =>
          download.mutate(path, { onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? fallbackName) })
        }
      >
        {label}
      </Button>
    </OfflineTooltip>
  );
}
