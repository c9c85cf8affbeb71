/**
 * Libraries of one cluster (spec doc 2 §4, §7, §8, §9; paths in docs/emulator-api-parts/libraries.md):
 *   GET  instances/{id}/libraries                      { libraries, files }
 *   PUT  instances/{id}/libraries/install              {type, data, overwrite?}  (Edit Version too)
 *   PUT  instances/{id}/libraries/uninstall            {type, data}
 *   PUT  instances/{id}/libraries/uninstall-multiple   { libraries: [{type, data}] }
 *   PUT  instances/{id}/libraries/upload               {clientOrigin, file} → uploadURL, then PUT the file there
 *   POST instances/libraries/sync                      {instanceID, type: 'pypi'}
 * Keyed by the cluster's name (keys.clusterPart … 'libraries'), called by its id. Refreshed every 120 s, every
 * 30 s while a library is installing or uninstalling (doc 2 §9); persisted, so the tab opens offline with what
 * was last read. Every change refreshes the list (it shows the new states at once); a sync also refreshes the
 * cluster list (doc 2 §4).
 */
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LibrariesResponse, Library, LibraryInstallPayload, LibraryUploadResponse, MessageResponse } from '../contract/types';
import { http } from './http';
import { uploadWithProgress } from './transfer';
import { keys, mutationKeys } from './keys';
import { noticeMeta } from './notices';
import { LIBRARY_TEXTS, libraryRef, librariesRefetchInterval } from '../domain/libraries';

export interface LibrariesRef {
  uuid: string;
  /** The key's scope. */
  name: string;
  /** The path's. */
  id: string;
}

const librariesPath = (id: string) => `instances/${encodeURIComponent(id)}/libraries`;
const librariesKey = (uuid: string, name: string) => keys.clusterPart(uuid, name, 'libraries');

/** A file for the File Uploader: sent to the upload URL, then installed by the name the upload call answered. */
export interface UploadInstall {
  file: File;
  overwrite: boolean;
  onProgress?: (fraction: number) => void;
}

/** The content type a file is sent with: the browser's guess, or bytes. */
export function uploadContentType(file: Pick<File, 'type'>): string {
  return file.type === '' ? 'application/octet-stream' : file.type;
}

export const librariesQueries = {
  list: ({ uuid, name, id }: LibrariesRef) =>
    queryOptions({
      queryKey: librariesKey(uuid, name),
      queryFn: ({ signal }) => http.get<LibrariesResponse>(librariesPath(id), { signal }),
      refetchInterval: (query) => librariesRefetchInterval(query.state.data?.libraries),
      meta: { persist: true },
    }),
};

function refreshAfter({ uuid, name }: LibrariesRef) {
  return {
    mutationKey: mutationKeys.libraries(uuid),
    // Also after a refusal: a 409 says the list is not what the tab showed.
    onSettled: (_data: unknown, _error: unknown, _variables: unknown, _result: unknown, { client }: { client: QueryClient }) =>
      client.invalidateQueries({ queryKey: librariesKey(uuid, name) }),
  };
}

export const librariesMutations = {
  /** Install, or Edit Version (the same call with overwrite). Field messages go under the dialog's inputs. */
  install: (ref: LibrariesRef) =>
    mutationOptions<MessageResponse, Error, LibraryInstallPayload>({
      ...refreshAfter(ref),
      mutationFn: (payload) => http.put<MessageResponse>(`${librariesPath(ref.id)}/install`, payload),
      meta: noticeMeta<LibraryInstallPayload>({
        successText: (payload) => `Installing ${payload.type === 'pypi' ? payload.data.packages.join(', ') : 'the library'}`,
        // Every field of `data` has an input in the dialog (which one depends on the source it shows).
        formFields: (field) => (field.startsWith('data.') ? field : null),
      }),
    }),

  /** File Uploader: the upload URL, the file PUT there with its content type (progress), then the install. */
  uploadAndInstall: (ref: LibrariesRef) =>
    mutationOptions<MessageResponse, Error, UploadInstall>({
      ...refreshAfter(ref),
      mutationFn: async ({ file, overwrite, onProgress }) => {
        const slot = await http.put<LibraryUploadResponse>(`${librariesPath(ref.id)}/upload`, {
          clientOrigin: window.location.origin,
          file: file.name,
        });
        await uploadWithProgress(slot.uploadURL, file, { contentType: uploadContentType(file), onProgress });
        return http.put<MessageResponse>(`${librariesPath(ref.id)}/install`, {
          type: 'file',
          data: { file: slot.file },
          ...(overwrite ? { overwrite } : {}),
        });
      },
      meta: noticeMeta<UploadInstall>({
        successText: ({ file }) => `Installing ${file.name}`,
        formFields: (field) => (field === 'file' || field === 'data.file' ? 'file' : null),
      }),
    }),

  uninstall: (ref: LibrariesRef) =>
    mutationOptions<MessageResponse, Error, Library>({
      ...refreshAfter(ref),
      mutationFn: (library) => http.put<MessageResponse>(`${librariesPath(ref.id)}/uninstall`, libraryRef(library)),
      meta: noticeMeta<Library>({ successText: LIBRARY_TEXTS.uninstalledOne, serverMessage: false }),
    }),

  uninstallMany: (ref: LibrariesRef) =>
    mutationOptions<MessageResponse, Error, Library[]>({
      ...refreshAfter(ref),
      mutationFn: (libraries) =>
        http.put<MessageResponse>(`${librariesPath(ref.id)}/uninstall-multiple`, { libraries: libraries.map(libraryRef) }),
      meta: noticeMeta<Library[]>({
        successText: (libraries) => (libraries.length === 1 ? LIBRARY_TEXTS.uninstalledOne : LIBRARY_TEXTS.uninstalledMany),
        serverMessage: false,
      }),
    }),

  /** Sync Versions: after a 200 the cluster list is refreshed too (doc 2 §4). */
  sync: ({ uuid, name, id }: LibrariesRef) =>
    mutationOptions<MessageResponse, Error, void>({
      mutationKey: mutationKeys.libraries(uuid),
      mutationFn: () => http.post<MessageResponse>('instances/libraries/sync', { instanceID: id, type: 'pypi' }),
      meta: noticeMeta<void>({ successText: LIBRARY_TEXTS.synced, serverMessage: false }),
      onSuccess: (_data, _variables, _result, { client }) => client.invalidateQueries({ queryKey: keys.clusterList(uuid) }),
      onSettled: (_data, _error, _variables, _result, { client }) => client.invalidateQueries({ queryKey: librariesKey(uuid, name) }),
    }),
};
