/**
 * Libraries of a cluster (doc 2 §2, §4, §5, §6, §7, §8; docs/emulator-api-parts/libraries.md):
 *
 *   GET  instances/{id}/libraries                      { libraries, files }
 *   PUT  instances/{id}/libraries/install              {type, data, overwrite?}       200 { message }
 *   PUT  instances/{id}/libraries/uninstall            {type, data}                   200 { message }
 *   PUT  instances/{id}/libraries/uninstall-multiple   { libraries: [{type, data}] }   200 { message }
 *   PUT  instances/{id}/libraries/upload               {clientOrigin, file}           200 { uploadURL, file, expiresAt }
 *   POST instances/libraries/sync                      {instanceID, type: 'pypi'}     200 { message }
 *   GET  instances/{id}/libraries/files[/{file}]       the files uploaded to this cluster (ours)
 *   PUT  libraries/uploads/{token}                     the upload URL: the file's bytes with its content type
 *
 * Reading needs a role on the cluster. Every change needs the libraries platform action (packages_installion)
 * on the cluster's platform and clusterPolicy update (403 with the tab's texts), and nothing else installing or
 * uninstalling (409 with the tab's tooltips). An install of what is already installed answers 409 unless
 * `overwrite` is true. The upload URL needs no bearer token: it is a capability, made for one file of one
 * cluster, valid 15 minutes, usable once; the file is size-limited and its bytes must be what its extension
 * says (a zip archive for JAR, WHL and Egg, UTF-8 text for Py). Stored files are served back only to their
 * cluster.
 */
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type {
  LibrariesResponse,
  LibraryFilesResponse,
  LibraryRef,
  LibraryUploadResponse,
  MessageResponse,
  Platform,
} from '../../../src/contract/types';
import {
  effectiveRepository,
  installedConflicts,
  LIBRARY_TEXTS,
  pipBaseName,
  refNames,
  splitLibraryName,
} from '../../../src/domain/libraries';
import { isActionSupported } from '../../../src/domain/permissions';
import { allows } from '../../../src/domain/policies';
import {
  libraryInstallPayloadSchema,
  librarySyncPayloadSchema,
  libraryUninstallMultiplePayloadSchema,
  libraryUninstallPayloadSchema,
  libraryUploadPayloadSchema,
} from '../../../src/domain/schemas/libraries';
import { fileExtension, isFilePath, LIBRARY_FILE_MAX_BYTES } from '../../../src/domain/validation/libraries';
import { HttpError, invalid } from '../../api-helpers';
import type { ApiEnv, EmulatorContext } from '../../context';
import { getUser } from '../../users/store';
import { body, guardedBody, rawText } from '../../validate';
import { callerCluster, clusterById, type ClusterEnv, write } from '../kit';
import { toInstance, type VisibleInstance } from '../store';
import type { LibraryRow } from './schema';
import { beginUninstall, fileRowOf, filesOf, findUpload, hashToken, insertInstalling, libraryRowsOf, operationOf, toLibrary, type NewLibrary } from './store';

/** The upload URL's path below /api; the token follows. */
export const LIBRARY_UPLOAD_ROUTE = '/libraries/uploads';
/** How long an upload URL may be used (real time: it is a capability, not simulated work). */
export const UPLOAD_URL_TTL_MS = 15 * 60_000;

/** The family's answers (ours; the spec's own texts are in domain/libraries.ts). */
export const LIBRARY_ANSWERS = {
  installing: (names: readonly string[]) => `Installing ${names.join(', ')}`,
  detected: (names: readonly string[]) => `${LIBRARY_TEXTS.installedDetected}: ${names.join(', ')}. Send overwrite: true to reinstall.`,
  notInstalled: (name: string) => `${name} is not installed on this cluster`,
  fileNotUploaded: (file: string) => `No file ${file} was uploaded to this cluster`,
  uploadNotValid: 'This upload URL is not valid',
  uploadUsed: 'This upload URL was already used',
  uploadExpired: 'This upload URL has expired: ask for a new one',
  contentType: 'Send the file with its content type',
  empty: 'The file is empty',
  tooLarge: `The file is too large (at most ${LIBRARY_FILE_MAX_BYTES / 1024} KB)`,
  notArchive: (ext: string) => `The file is not a ${ext.toUpperCase()} archive`,
  notText: 'The file is not a Python source file (UTF-8 text)',
  uploaded: (file: string) => `${file} uploaded`,
  fileNotFound: (file: string) => `No file ${file} on this cluster`,
  originNotAllowed: (origin: string) => `${origin} is not an origin the console is served from`,
} as const;

export const PYPI_SOURCE = 'PyPI';
export const UPLOADED_SOURCE = 'Uploaded file';

/** 403 unless the platform supports libraries and the role may change the cluster's configuration. */
function requireLibraryActor(visible: VisibleInstance, user: ReturnType<typeof getUser>): void {
  if (!isActionSupported(user, 'packages_installion', visible.row.platform as Platform)) throw new HttpError(403, LIBRARY_TEXTS.platformDisabled);
  if (!allows(toInstance(visible).clusterPolicy, 'clusterPolicy', 'update')) throw new HttpError(403, LIBRARY_TEXTS.needHigherPermission);
}

/** 409 while another install or uninstall runs (doc 2 §4: one at a time). */
function requireIdle(ctx: EmulatorContext, instanceId: string): void {
  const operation = operationOf(ctx.db, instanceId);
  if (operation === 'install') throw new HttpError(409, LIBRARY_TEXTS.anotherInstalling);
  if (operation === 'uninstall') throw new HttpError(409, LIBRARY_TEXTS.anotherUninstalling);
}

/** A version pip "resolves" for a package installed without one: stable per name. */
export function resolvedVersionOf(name: string): string {
  let hash = 0;
  for (const ch of name.toLowerCase()) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return `${1 + (hash % 3)}.${hash % 20}.${(hash >>> 8) % 10}`;
}

/** The rows an install adds (PyPI: one per package). Files must be a path or a file uploaded to this cluster. */
function newLibraries(ctx: EmulatorContext, instanceId: string, ref: LibraryRef): NewLibrary[] {
  switch (ref.type) {
    case 'pypi':
      return [...new Map(ref.data.packages.map((name) => [pipBaseName(name).toLowerCase(), name])).values()].map((name) => ({
        name,
        type: 'pypi',
        source: PYPI_SOURCE,
        repository: null,
        resolvedVersion: splitLibraryName(name).version === null ? resolvedVersionOf(pipBaseName(name)) : null,
      }));
    case 'maven': {
      const repository = effectiveRepository('maven', ref.data.repository);
      return [{ name: ref.data.coordinates, type: 'maven', source: repository, repository, resolvedVersion: null }];
    }
    case 'cran': {
      const repository = effectiveRepository('cran', ref.data.repository);
      return [{ name: ref.data.package, type: 'cran', source: repository, repository, resolvedVersion: null }];
    }
    case 'file': {
      const { file } = ref.data;
      if (isFilePath(file)) {
        return [{ name: file.split('/').pop() ?? file, type: 'file', source: file, repository: null, resolvedVersion: null }];
      }
      if (!fileRowOf(ctx.db, instanceId, file)) throw new HttpError(404, LIBRARY_ANSWERS.fileNotUploaded(file));
      return [{ name: file, type: 'file', source: UPLOADED_SOURCE, repository: null, resolvedVersion: null }];
    }
  }
}

/** The listed libraries `ref` names, or 404 naming the first it does not. */
function namedRows(rows: readonly LibraryRow[], ref: LibraryRef): LibraryRow[] {
  const found = rows.filter((row) => refNames(ref, toLibrary(row)));
  const names = ref.type === 'pypi' ? ref.data.packages : [ref.type === 'maven' ? ref.data.coordinates : ref.type === 'cran' ? ref.data.package : ref.data.file];
  for (const name of names) {
    const single: LibraryRef = ref.type === 'pypi' ? { type: 'pypi', data: { packages: [name] } } : ref;
    if (!found.some((row) => refNames(single, toLibrary(row)))) throw new HttpError(404, LIBRARY_ANSWERS.notInstalled(name));
  }
  return found;
}

/** Whether the bytes are what the file's extension says. */
function contentProblem(fileName: string, bytes: Uint8Array): string | null {
  const ext = fileExtension(fileName);
  if (ext === 'py') {
    if (bytes.includes(0)) return LIBRARY_ANSWERS.notText;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      return null;
    } catch {
      return LIBRARY_ANSWERS.notText;
    }
  }
  // JAR, WHL and Egg files are zip archives: PK\x03\x04.
  const zip = bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  return zip ? null : LIBRARY_ANSWERS.notArchive(ext);
}

export function librariesRoutes(api: Hono<ApiEnv>, _cluster: Hono<ClusterEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  // A static path first: instances/libraries/… must not be read as instances/{id}/….
  // Every change: who may make it is checked before the body is read.
  const mayChange = createMiddleware<ClusterEnv>(async (c, next) => {
    requireLibraryActor(c.get('cluster'), c.get('user'));
    await next();
  });

  const librarian = (callerUuid: string, instanceID: string) => {
    const { user, visible } = callerCluster(ctx, callerUuid, instanceID);
    requireLibraryActor(visible, user);
    return visible;
  };
  const syncBody = guardedBody((c, raw) => void librarian(c.get('caller').uuid, rawText(raw, 'instanceID')), librarySyncPayloadSchema);
  api.post('/instances/libraries/sync', syncBody, (c) => {
    const visible = librarian(c.get('caller').uuid, c.var.body.instanceID);
    write(ctx, () => {
      requireIdle(ctx, visible.row.id);
      const rows = libraryRowsOf(db, visible.row.id).filter(
        (row) => row.type === 'pypi' && row.resolved_version !== null && splitLibraryName(row.name).version === null,
      );
      const pin = db.prepare('UPDATE libraries SET name = ?, resolved_version = NULL WHERE id = ?');
      for (const row of rows) pin.run(`${row.name}==${row.resolved_version}`, row.id);
    });
    return c.json<MessageResponse>({ message: LIBRARY_TEXTS.synced });
  });

  api.get('/instances/:id/libraries', clusterById(ctx), (c) => {
    const { id } = c.get('cluster').row;
    return c.json<LibrariesResponse>({ libraries: libraryRowsOf(db, id).map(toLibrary), files: filesOf(db, id) });
  });

  api.put('/instances/:id/libraries/install', clusterById(ctx), mayChange, body(libraryInstallPayloadSchema), (c) => {
    const visible = c.get('cluster');
    const { overwrite = false, ...ref } = c.var.body;
    const now = ctx.clock.now();
    const message = write(ctx, () => {
      requireIdle(ctx, visible.row.id);
      const additions = newLibraries(ctx, visible.row.id, ref);
      const rows = libraryRowsOf(db, visible.row.id);
      const conflicts = installedConflicts(rows.map(toLibrary), ref);
      if (conflicts.length > 0 && !overwrite) throw new HttpError(409, LIBRARY_ANSWERS.detected(conflicts.map((l) => l.name)));
      const remove = db.prepare('DELETE FROM libraries WHERE id = ?');
      for (const row of rows) if (refNames(ref, toLibrary(row))) remove.run(row.id);
      for (const lib of additions) insertInstalling(ctx, visible.row.id, lib, c.get('user').uuid, now);
      return LIBRARY_ANSWERS.installing(additions.map((l) => l.name));
    });
    return c.json<MessageResponse>({ message });
  });

  const uninstall = (visible: VisibleInstance, refs: readonly LibraryRef[], message: string) => {
    const now = ctx.clock.now();
    write(ctx, () => {
      requireIdle(ctx, visible.row.id);
      const rows = libraryRowsOf(db, visible.row.id);
      const targets = new Map<number, LibraryRow>();
      for (const ref of refs) for (const row of namedRows(rows, ref)) targets.set(row.id, row);
      for (const row of targets.values()) beginUninstall(ctx, row, now);
    });
    return { message };
  };

  api.put('/instances/:id/libraries/uninstall', clusterById(ctx), mayChange, body(libraryUninstallPayloadSchema), (c) => {
    const ref = c.var.body;
    const many = ref.type === 'pypi' && ref.data.packages.length > 1;
    return c.json<MessageResponse>(uninstall(c.get('cluster'), [ref], many ? LIBRARY_TEXTS.uninstalledMany : LIBRARY_TEXTS.uninstalledOne));
  });

  api.put('/instances/:id/libraries/uninstall-multiple', clusterById(ctx), mayChange, body(libraryUninstallMultiplePayloadSchema), (c) => {
    const refs = c.var.body.libraries;
    return c.json<MessageResponse>(uninstall(c.get('cluster'), refs, refs.length > 1 ? LIBRARY_TEXTS.uninstalledMany : LIBRARY_TEXTS.uninstalledOne));
  });

  api.put('/instances/:id/libraries/upload', clusterById(ctx), mayChange, body(libraryUploadPayloadSchema), (c) => {
    const visible = c.get('cluster');
    const { file } = c.var.body;
    // The upload URL answers CORS for this origin: only an origin the console is served from may have it.
    const clientOrigin = c.var.body.clientOrigin.replace(/\/$/, '');
    if (!ctx.consoleOrigins.includes(clientOrigin)) {
      throw invalid([{ fieldName: 'clientOrigin', message: LIBRARY_ANSWERS.originNotAllowed(clientOrigin) }]);
    }
    const token = randomBytes(24).toString('base64url');
    const now = ctx.clock.now();
    const expiresAt = now + UPLOAD_URL_TTL_MS;
    db.prepare(
      `INSERT INTO library_uploads (instance_id, token_hash, file_name, client_origin, created_by, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(visible.row.id, hashToken(token), file, clientOrigin, c.get('user').uuid, now, expiresAt);
    return c.json<LibraryUploadResponse>({
      uploadURL: `${ctx.audience}${LIBRARY_UPLOAD_ROUTE}/${token}`,
      file,
      expiresAt: new Date(expiresAt).toISOString(),
    });
  });

  api.get('/instances/:id/libraries/files', clusterById(ctx), (c) => c.json<LibraryFilesResponse>({ files: filesOf(db, c.get('cluster').row.id) }));

  api.get('/instances/:id/libraries/files/:file', clusterById(ctx), (c) => {
    const file = c.req.param('file');
    const row = fileRowOf(db, c.get('cluster').row.id, file);
    if (!row) throw new HttpError(404, LIBRARY_ANSWERS.fileNotFound(file));
    return c.body(new Uint8Array(row.content), 200, {
      'Content-Type': row.content_type,
      'Content-Disposition': `attachment; filename="${row.file_name.replace(/"/g, '')}"`,
    });
  });
}

/** The upload URL: no bearer token, the token in the path is the capability (made by PUT …/libraries/upload). */
export function libraryUploadPublicRoutes(api: Hono, ctx: EmulatorContext): void {
  const { db } = ctx;
  const path = `${LIBRARY_UPLOAD_ROUTE}/:token`;

  // The page may be on another origin than the API (as a cloud bucket's signed URL is): the origin the upload
  // was asked from may PUT to it.
  const cors = (c: Context, origin: string | null) => {
    if (origin) {
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Vary', 'Origin');
    }
  };

  api.options(path, (c) => {
    const slot = findUpload(db, c.req.param('token'));
    cors(c, slot?.client_origin ?? null);
    c.header('Access-Control-Allow-Methods', 'PUT');
    c.header('Access-Control-Allow-Headers', 'Content-Type');
    c.header('Access-Control-Max-Age', '600');
    return c.body(null, 204);
  });

  api.put(path, async (c) => {
    const slot = findUpload(db, c.req.param('token'));
    cors(c, slot?.client_origin ?? null);
    if (!slot) throw new HttpError(404, LIBRARY_ANSWERS.uploadNotValid);
    const now = ctx.clock.now();
    if (slot.used_at !== null) throw new HttpError(409, LIBRARY_ANSWERS.uploadUsed);
    if (slot.expires_at <= now) throw new HttpError(403, LIBRARY_ANSWERS.uploadExpired);
    const contentType = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim() ?? '';
    if (contentType === '') throw new HttpError(400, LIBRARY_ANSWERS.contentType);
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    if (bytes.length === 0) throw new HttpError(400, LIBRARY_ANSWERS.empty);
    if (bytes.length > LIBRARY_FILE_MAX_BYTES) throw new HttpError(413, LIBRARY_ANSWERS.tooLarge);
    const problem = contentProblem(slot.file_name, bytes);
    if (problem) throw new HttpError(400, problem);
    write(ctx, () => {
      // Used once: a second PUT to the same URL is refused even if this one raced it.
      const claimed = db.prepare('UPDATE library_uploads SET used_at = ? WHERE id = ? AND used_at IS NULL').run(now, slot.id);
      if (claimed.changes === 0) throw new HttpError(409, LIBRARY_ANSWERS.uploadUsed);
      db.prepare(
        `INSERT INTO library_files (instance_id, file_name, content_type, size, content, uploaded_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (instance_id, file_name) DO UPDATE SET content_type = excluded.content_type, size = excluded.size,
           content = excluded.content, uploaded_at = excluded.uploaded_at`,
      ).run(slot.instance_id, slot.file_name, contentType, bytes.length, Buffer.from(bytes), now);
    });
    return c.json({ message: LIBRARY_ANSWERS.uploaded(slot.file_name), file: slot.file_name });
  });
}
