/**
 * Libraries (doc 2 §4, §5, §6, §7, §8) through the in-process emulator: the list, install of every type, the
 * 'Installed Packages Detected' refusal and overwrite, uninstall and uninstall-multiple, the one-at-a-time rule
 * (409 with the tab's tooltips), sync, who may call them (403 'You need higher permission', the platform
 * action), the 400 shapes, and the sim: runtimes finishing one by one, the deterministic failures with their
 * error, and the 'operation.libraries' notice. The upload URL flow: a capability on the public routes, the
 * file stored size-limited and type-checked, served back only to its cluster.
 *
 * Seeded: premium@ owns sales-analytics (gc, running) and marketing-bi; user@ is User (developer) and
 * billing@ Billing User on sales-analytics; enterprise@ owns enterprise-dwh.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { LibrariesResponse, Library, LibraryUploadResponse } from '../../src/contract/types';
import { seedLibraries } from '../../server/clusters/libraries/seed';
import { SEED_INSTANCE_IDS } from '../../server/clusters/seed-ids';
import { findUserRowByUuid } from '../../server/users/accounts';
import { getProfile, saveProfile } from '../../server/users/store';
import { advanceClock, emulatorForEachTest, IN_PROCESS_URL, jsonInit } from '../support/in-process';

const PREMIUM = 'premium@demo.test';
const USER = 'user@demo.test';
const BILLING = 'billing@demo.test';
const ENTERPRISE = 'enterprise@demo.test';
const SALES = SEED_INSTANCE_IDS.salesAnalytics;
const ENTERPRISE_DWH = SEED_INSTANCE_IDS.enterpriseDwh;
const MINUTE = 60_000;

const emu = emulatorForEachTest({
  // The page asking for an upload URL is on a console origin: this one is served from another origin.
  emulator: { consoleOrigins: ['https://console.example'] },
  // The seed gives sales-analytics five demo libraries; these tests install onto an empty cluster (the
  // demo data has its own test, which seeds them again).
  prepare: (e) => e.ctx.db.prepare('DELETE FROM libraries').run(),
});
const { events } = emu;

function call(method: string, as: string, path: string, body?: unknown): Promise<Response> {
  return emu.fetch(`/api/instances/${path}`, jsonInit(method, as, body));
}

async function list(as = PREMIUM, id: string = SALES): Promise<Library[]> {
  const res = await call('GET', as, `${id}/libraries`);
  expect(res.status).toBe(200);
  return ((await res.json()) as LibrariesResponse).libraries;
}

async function install(body: unknown, as = PREMIUM, id: string = SALES): Promise<Response> {
  return call('PUT', as, `${id}/libraries/install`, body);
}

const advance = (ms: number) => advanceClock(emu, ms);

const states = (l: Library | undefined) => l && [l.analyticsState, l.loaderState, l.chidoriState, l.sparkState];

describe('install and the sim', () => {
  it('installs PyPI packages runtime by runtime, then notifies the owner', async () => {
    const res = await install({ type: 'pypi', data: { packages: ['numpy==1.3', 'pandas'] } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Installing numpy==1.3, pandas' });
    let libs = await list();
    expect(libs.map((l) => l.name)).toEqual(['numpy==1.3', 'pandas']);
    expect(libs[0]).toMatchObject({ type: 'pypi', sourceColumn: 'PyPI', repository: null, error: null });
    expect(states(libs[0])).toEqual(['installing', 'installing', 'installing', 'installing']);

    await advance(25_000);
    libs = await list();
    expect(states(libs[0])).toEqual(['installed', 'installing', 'installing', 'installing']);
    // One at a time, with the tooltip's text.
    const busy = await install({ type: 'pypi', data: { packages: ['scipy'] } });
    expect(busy.status).toBe(409);
    expect(await busy.json()).toEqual({ message: 'There is another library installing, please wait for it' });
    const busyUninstall = await call('PUT', PREMIUM, `${SALES}/libraries/uninstall`, { type: 'pypi', data: { packages: ['numpy==1.3'] } });
    expect(busyUninstall.status).toBe(409);

    await advance(MINUTE);
    libs = await list();
    expect(libs.every((l) => states(l)?.every((s) => s === 'installed'))).toBe(true);
    const notices = events.filter((e) => e.kind === 'operation.libraries');
    expect(notices.map((e) => e.body).sort()).toEqual(['numpy==1.3 is installed on sales-analytics.', 'pandas is installed on sales-analytics.']);
    expect(notices[0]?.title).toBe('Library installed');
  });

  it('fails deterministically with an error readable in the row', async () => {
    expect((await install({ type: 'pypi', data: { packages: ['broken-lib', 'numpy==123.0', 'tensorflow-gpu'] } })).status).toBe(200);
    await advance(2 * MINUTE);
    const libs = await list();
    const byName = (name: string) => libs.find((l) => l.name === name);
    expect(states(byName('broken-lib'))).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(byName('broken-lib')?.error).toBe('ERROR: Could not find a version that satisfies the requirement broken-lib (from versions: none)');
    expect(byName('numpy==123.0')?.error).toBe('ERROR: No matching distribution found for numpy==123.0');
    expect(states(byName('tensorflow-gpu'))).toEqual(['installed', 'failed', 'failed', 'installed']);
    expect(byName('tensorflow-gpu')?.error).toBe('ERROR: tensorflow-gpu needs a GPU, which the Loader and Chidori runtimes do not have');
    const failed = events.filter((e) => e.kind === 'operation.libraries' && e.title === 'Library install failed');
    expect(failed).toHaveLength(3);
  });

  it('installs Maven and CRAN with their default repositories', async () => {
    expect((await install({ type: 'maven', data: { coordinates: 'org.apache.commons:commons-lang3:3.14.0' } })).status).toBe(200);
    await advance(2 * MINUTE);
    expect((await install({ type: 'cran', data: { package: 'ggplot2', repository: 'https://cran.example.org/' } })).status).toBe(200);
    await advance(2 * MINUTE);
    const libs = await list();
    expect(libs.map((l) => [l.name, l.type, l.sourceColumn, l.repository])).toEqual([
      ['org.apache.commons:commons-lang3:3.14.0', 'maven', 'https://repo1.maven.org/maven2/', 'https://repo1.maven.org/maven2/'],
      ['ggplot2', 'cran', 'https://cran.example.org/', 'https://cran.example.org/'],
    ]);
    // Same name, another repository: not the same library.
    expect((await install({ type: 'cran', data: { package: 'GGPLOT2' } })).status).toBe(200);
  });

  it("refuses an installed package unless overwrite: 'Installed Packages Detected'", async () => {
    await install({ type: 'pypi', data: { packages: ['numpy==1.3'] } });
    await advance(2 * MINUTE);
    const again = await install({ type: 'pypi', data: { packages: ['NumPy==1.4', 'scipy'] } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(/^Installed Packages Detected: numpy==1.3/);
    expect((await list()).map((l) => l.name)).toEqual(['numpy==1.3']);
    const forced = await install({ type: 'pypi', data: { packages: ['NumPy==1.4', 'scipy'] }, overwrite: true });
    expect(forced.status).toBe(200);
    expect((await list()).map((l) => l.name)).toEqual(['NumPy==1.4', 'scipy']);
  });
});

describe('uninstall and sync', () => {
  beforeEach(async () => {
    await install({ type: 'pypi', data: { packages: ['numpy', 'pandas==2.1', 'scipy'] } });
    await advance(2 * MINUTE);
  });

  it('uninstalls one library: the exact notice text, then the row leaves the list', async () => {
    const res = await call('PUT', PREMIUM, `${SALES}/libraries/uninstall`, { type: 'pypi', data: { packages: ['pandas==2.1'] } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Library successfully uninstalled' });
    expect(states((await list()).find((l) => l.name === 'pandas==2.1'))).toEqual(['uninstalling', 'uninstalling', 'uninstalling', 'uninstalling']);
    const busy = await install({ type: 'pypi', data: { packages: ['requests'] } });
    expect(await busy.json()).toEqual({ message: 'There is another library uninstalling, please wait for it' });
    await advance(MINUTE);
    expect((await list()).map((l) => l.name)).toEqual(['numpy', 'scipy']);
    expect(events.some((e) => e.kind === 'operation.libraries' && e.body === 'pandas==2.1 is uninstalled from sales-analytics.')).toBe(true);
  });

  it('uninstalls several at once; nothing is applied when one is not installed', async () => {
    const missing = await call('PUT', PREMIUM, `${SALES}/libraries/uninstall-multiple`, {
      libraries: [{ type: 'pypi', data: { packages: ['numpy'] } }, { type: 'pypi', data: { packages: ['nope'] } }],
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'nope is not installed on this cluster' });
    expect(states((await list())[0])).toEqual(['installed', 'installed', 'installed', 'installed']);

    const res = await call('PUT', PREMIUM, `${SALES}/libraries/uninstall-multiple`, {
      libraries: [{ type: 'pypi', data: { packages: ['numpy'] } }, { type: 'pypi', data: { packages: ['scipy'] } }],
    });
    expect(await res.json()).toEqual({ message: 'Libraries successfully uninstalled' });
    await advance(MINUTE);
    expect((await list()).map((l) => l.name)).toEqual(['pandas==2.1']);
  });

  it('syncs versions: unpinned PyPI packages get the version installed', async () => {
    const res = await call('POST', PREMIUM, 'libraries/sync', { instanceID: SALES, type: 'pypi' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Python Packages Versions Syncronised' });
    const names = (await list()).map((l) => l.name);
    expect(names[0]).toMatch(/^numpy==\d+\.\d+\.\d+$/);
    expect(names[1]).toBe('pandas==2.1');
    expect((await call('POST', PREMIUM, 'libraries/sync', { instanceID: 'nope', type: 'pypi' })).status).toBe(404);
  });
});

describe('who may call, and bad input', () => {
  it("refuses the User role with 'You need higher permission'; the Billing User may install; everyone reads", async () => {
    const res = await install({ type: 'pypi', data: { packages: ['numpy'] } }, USER);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'You need higher permission' });
    expect((await call('POST', USER, 'libraries/sync', { instanceID: SALES, type: 'pypi' })).status).toBe(403);
    expect((await install({ type: 'pypi', data: { packages: ['numpy'] } }, BILLING)).status).toBe(200);
    expect(await list(USER)).toHaveLength(1);
    // Another user's cluster: not found.
    expect((await call('GET', ENTERPRISE, `${SALES}/libraries`)).status).toBe(404);
  });

  it('refuses a platform without the libraries platform action', async () => {
    const uuid = emu.uuidOf(PREMIUM);
    const row = findUserRowByUuid(emu.ctx.db, uuid);
    if (!row) throw new Error('no premium@ account');
    const profile = getProfile(row);
    saveProfile(emu.ctx.db, uuid, { ...profile, platformActions: profile.platformActions.filter((a) => a.name !== 'packages_installion') });
    const res = await install({ type: 'pypi', data: { packages: ['numpy'] } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Libraries platform action is disabled for the current platform' });
  });

  it('answers 400 in the doc 1 §8 shape with the spec texts', async () => {
    const cases: [unknown, string, string][] = [
      [{ type: 'pypi', data: { packages: [] } }, 'data.packages', 'Add at least one PyPI Package'],
      [{ type: 'pypi' }, 'data.packages', 'Add at least one PyPI Package'],
      [{ type: 'pypi', data: { packages: ['-r requirements.txt'] } }, 'data.packages', '"-r requirements.txt" is not a pip package: use a name, or name==version'],
      [{ type: 'maven', data: { coordinates: ' ' } }, 'data.coordinates', 'Please add Maven Coordinates'],
      [{ type: 'cran', data: {} }, 'data.package', 'Please add CRAN Package'],
      [{ type: 'file', data: { file: '' } }, 'data.file', 'Please upload a supported file'],
      [{ type: 'file', data: { file: 'setup.exe' } }, 'data.file', 'You can only upload Py, JAR, WHL, or Egg files!'],
      [{ type: 'npm', data: {} }, 'type', 'type must be pypi, maven, cran or file'],
    ];
    for (const [body, fieldName, message] of cases) {
      const res = await install(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as { message: string; errors: { fieldName: string; message: string }[] };
      expect(answer.errors).toContainEqual({ fieldName, message });
    }
    const both = await install({ type: 'maven', data: { coordinates: '', repository: 'ftp://x' } });
    expect(((await both.json()) as { errors: unknown[] }).errors).toEqual([
      { fieldName: 'data.coordinates', message: 'Please add Maven Coordinates' },
      { fieldName: 'data.repository', message: 'Enter the repository as an http:// or https:// address' },
    ]);
    expect(await list()).toEqual([]);
  });
});

describe('the upload URL flow', () => {
  const WHEEL = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]);

  async function uploadUrl(file: string, as = PREMIUM, id: string = SALES): Promise<LibraryUploadResponse> {
    const res = await call('PUT', as, `${id}/libraries/upload`, { clientOrigin: 'https://console.example', file });
    expect(res.status).toBe(200);
    return (await res.json()) as LibraryUploadResponse;
  }

  /** PUT to the upload URL as a browser would: no bearer token. */
  function put(url: string, bytes: Uint8Array, contentType: string | null): Promise<Response> {
    expect(url.startsWith(`${IN_PROCESS_URL}/api/libraries/uploads/`)).toBe(true);
    return emu.fetch(url.slice(IN_PROCESS_URL.length), {
      method: 'PUT',
      body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
      headers: contentType ? { 'Content-Type': contentType } : {},
    });
  }

  it('stores the file, serves it back only to its cluster, then installs it', async () => {
    const { uploadURL, file } = await uploadUrl('my_lib-1.0-py3-none-any.whl');
    expect(file).toBe('my_lib-1.0-py3-none-any.whl');
    const res = await put(uploadURL, WHEEL, 'application/octet-stream');
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://console.example');
    // Used once.
    expect((await put(uploadURL, WHEEL, 'application/octet-stream')).status).toBe(409);

    const back = await call('GET', PREMIUM, `${SALES}/libraries/files/${file}`);
    expect(back.status).toBe(200);
    expect(back.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(WHEEL);
    const files = await call('GET', PREMIUM, `${SALES}/libraries/files`);
    expect(await files.json()).toMatchObject({ files: [{ file, size: WHEEL.length, contentType: 'application/octet-stream' }] });
    // Not another cluster's.
    expect((await call('GET', PREMIUM, `${SEED_INSTANCE_IDS.marketingBi}/libraries/files/${file}`)).status).toBe(404);
    expect((await call('GET', ENTERPRISE, `${ENTERPRISE_DWH}/libraries/files/${file}`)).status).toBe(404);
    expect((await install({ type: 'file', data: { file } }, ENTERPRISE, ENTERPRISE_DWH)).status).toBe(404);

    expect((await install({ type: 'file', data: { file } })).status).toBe(200);
    expect((await list())[0]).toMatchObject({ name: file, type: 'file', sourceColumn: 'Uploaded file' });
  });

  it('type-checks and size-limits the file; an unknown token is refused', async () => {
    const jar = await uploadUrl('lib.jar');
    const notZip = await put(jar.uploadURL, new TextEncoder().encode('hello'), 'application/java-archive');
    expect(notZip.status).toBe(400);
    expect(await notZip.json()).toEqual({ message: 'The file is not a JAR archive' });
    expect((await put(jar.uploadURL, WHEEL, null)).status).toBe(400);
    const py = await uploadUrl('tool.py');
    expect((await put(py.uploadURL, new Uint8Array([0x66, 0, 0x67]), 'text/x-python')).status).toBe(400);
    expect((await put(py.uploadURL, new Uint8Array(300 * 1024).fill(0x61), 'text/x-python')).status).toBe(413);
    expect((await put(py.uploadURL, new TextEncoder().encode('print(1)\n'), 'text/x-python')).status).toBe(200);
    expect((await put(`${IN_PROCESS_URL}/api/libraries/uploads/not-a-token`, WHEEL, 'application/zip')).status).toBe(404);

    const wrong = await call('PUT', PREMIUM, `${SALES}/libraries/upload`, { clientOrigin: 'nope', file: 'a.exe' });
    expect(((await wrong.json()) as { errors: unknown[] }).errors).toEqual([
      { fieldName: 'clientOrigin', message: 'clientOrigin must be the http:// or https:// origin of the page' },
      { fieldName: 'file', message: 'You can only upload Py, JAR, WHL, or Egg files!' },
    ]);
    expect((await call('PUT', USER, `${SALES}/libraries/upload`, { clientOrigin: 'https://a.example', file: 'a.py' })).status).toBe(403);
  });

  it('an expired upload URL is refused', async () => {
    const { uploadURL } = await uploadUrl('late.whl');
    emu.ctx.db.prepare('UPDATE library_uploads SET expires_at = ?').run(Date.now() - 1);
    const res = await put(uploadURL, WHEEL, 'application/zip');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'This upload URL has expired: ask for a new one' });
  });
});

describe('demo data', () => {
  it('seeds sales-analytics with installed libraries of each kind and one that failed on two runtimes', async () => {
    seedLibraries(emu.ctx);
    const libs = await list();
    expect(libs.map((l) => l.type)).toEqual(['pypi', 'pypi', 'pypi', 'maven', 'cran']);
    expect(libs.find((l) => l.error)?.loaderState).toBe('failed');
  });
});
