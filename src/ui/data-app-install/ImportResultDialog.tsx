/**
 * How an import ended (doc 3 §4): the success dialog, with retry for the data apps that failed, or 'Importing
 * Failed' with TRY AGAIN or DONE. Props only: the cluster's tab and the Data Apps page each watch their import.
 */
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { DataAppImportStatus } from '../../contract/types';
import { IMPORT_RESULT } from './messages';

export interface ImportResultDialogProps {
  result: DataAppImportStatus;
  onRetry: () => void;
  onClose: () => void;
}

export function ImportResultDialog({ result, onRetry, onClose }: ImportResultDialogProps) {
  const failed = result.state === 'failed';
  const title = failed ? IMPORT_RESULT.failedTitle : (result.message?.title ?? IMPORT_RESULT.lastImport);
  return (
    <Modal opened onClose={onClose} title={title} centered size="md">
      <Stack gap="md">
        {result.message ? <Text size="sm">{result.message.body}</Text> : null}
        {result.datasourceMessage ? <Text size="sm">{result.datasourceMessage}</Text> : null}
        {!failed && result.failedBlueprints.length > 0 ? (
          <Alert color="orange" title={IMPORT_RESULT.failedApps}>
            {result.error}
          </Alert>
        ) : null}
        {failed && result.error ? (
          <Text size="sm" c="red">
            {result.error}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="xs">
          {failed ? (
            <>
              <Button variant="default" onClick={onClose}>
                {IMPORT_RESULT.done}
              </Button>
              <Button onClick={onRetry}>{IMPORT_RESULT.tryAgain}</Button>
            </>
          ) : (
            <>
              {result.failedBlueprints.length > 0 ? (
                <Button variant="light" onClick={onRetry}>
                  {IMPORT_RESULT.retryFailed}
                </Button>
              ) : null}
              <Button onClick={onClose}>{IMPORT_RESULT.doneButton}</Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
