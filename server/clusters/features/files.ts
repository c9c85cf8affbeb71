/**
 * The small real files a cluster offers for download (doc 2 §2): the data agent archive, the delta sharing
 * wheel and sample notebook, and the MLflow sample notebook. Archives are plain (stored) zip files, built
 * here so no dependency is needed; a wheel is a zip with its metadata.
 */
import { crc32 } from 'node:zlib';

interface Entry {
  name: string;
  text: string;
}

/** A zip archive of `entries`, stored without compression. */
export function zip(entries: readonly Entry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.from(entry.text, 'utf8');
    const crc = crc32(data) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt32LE(0, 10); // time and date
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...centrals, end]));
}

export interface DownloadFile {
  fileName: string;
  contentType: string;
  body: Uint8Array;
}

function notebook(title: string, cells: readonly string[]): string {
  return `${JSON.stringify(
    {
      nbformat: 4,
      nbformat_minor: 5,
      metadata: { kernelspec: { name: 'python3', display_name: 'Python 3', language: 'python' } },
      cells: [
        { cell_type: 'markdown', metadata: {}, source: [`# ${title}`] },
        ...cells.map((source) => ({ cell_type: 'code', metadata: {}, execution_count: null, outputs: [], source: [source] })),
      ],
    },
    null,
    1,
  )}\n`;
}

const text = (s: string) => new TextEncoder().encode(s);

export function dataAgentArchive(clusterName: string, host: string): DownloadFile {
  return {
    fileName: `data-agent-${clusterName}.zip`,
    contentType: 'application/zip',
    body: zip([
      {
        name: 'data-agent/README.txt',
        text: `Data agent for ${clusterName}\n\n1. Generate an authentication file for the agent in the console and put it next to this file.\n2. Allow outbound connections to ${host}.\n3. Start the controller, then the agent (bin/start-agent.sh or bin\\start-agent.cmd).\n`,
      },
      { name: 'data-agent/conf/agent.properties', text: `cluster.host=${host}\nconnection.ssl=true\n` },
      { name: 'data-agent/bin/start-agent.sh', text: '#!/bin/sh\necho "Starting the data agent"\n' },
      { name: 'data-agent/bin/start-agent.cmd', text: '@echo Starting the data agent\r\n' },
    ]),
  };
}

export function deltaShareFile(fileName: string, host: string): DownloadFile {
  if (fileName.endsWith('.ipynb')) {
    return {
      fileName,
      contentType: 'application/x-ipynb+json',
      body: text(
        notebook('Delta Sharing example', [
          'import delta_sharing\n',
          `profile = {"shareCredentialsVersion": 1, "endpoint": "https://${host}/delta-sharing/", "bearerToken": "<your token>"}\n`,
        ]),
      ),
    };
  }
  const pkg = 'incorta_delta_sharing';
  const info = 'Incorta_Delta_Sharing-0.0.1.dist-info';
  return {
    fileName,
    contentType: 'application/zip',
    body: zip([
      { name: `${pkg}/__init__.py`, text: '"""Delta sharing client helpers."""\n__version__ = "0.0.1"\n' },
      { name: `${info}/METADATA`, text: 'Metadata-Version: 2.1\nName: Incorta-Delta-Sharing\nVersion: 0.0.1\n' },
      { name: `${info}/WHEEL`, text: 'Wheel-Version: 1.0\nRoot-Is-Purelib: true\nTag: py3-none-any\n' },
      { name: `${info}/RECORD`, text: `${pkg}/__init__.py,,\n${info}/METADATA,,\n${info}/WHEEL,,\n${info}/RECORD,,\n` },
    ]),
  };
}

export function mlflowSample(clusterName: string, host: string): DownloadFile {
  return {
    fileName: `mlflow-sample-${clusterName}.ipynb`,
    contentType: 'application/x-ipynb+json',
    body: text(
      notebook('MLflow sample', [
        'import mlflow\n',
        `mlflow.set_tracking_uri("https://${host}/mlflow/")\n`,
        'with mlflow.start_run():\n    mlflow.log_metric("accuracy", 0.9)\n',
      ]),
    ),
  };
}
