/**
 * The feature switches' own calls and the downloads of the Configurations tab (doc 2 §2, §4, §6, §7):
 *
 *   PUT  users/{userId}/instances/{name}/sqli      { sqliEnabled }       advanced SQL interface
 *   PUT  users/{userId}/instances/{name}/incortax  { incortaXEnabled }   external BI tools
 *   POST users/{userId}/instances/{name}/copilot   { openAIEnabled }     copilot
 *   POST users/instances/mlflow                    { isEnabled, userID, instanceID }
 *   GET  instances/{id}/datastudio                 { enable }
 *   POST instances/{id}/datastudio                 { enable }
 *   GET  users/instances/downloadagent?instanceid={id}
 *   GET  users/instances/downloadDeltaShare?instanceid={id}&file={fileName}
 *   GET  users/instances/downloadmlflowsample?instanceid={id}
 *
 * Each switch answers { message }. Gates (gate.ts): clusterPolicy update, the toggle, platform action, trial
 * and premium rules (403), the cluster connected (409). The other switches go through the cluster update call
 * (server/clusters/update). Downloads need the feature on (409) and answer the file with its name.
 */
import type { Context, Hono } from 'hono';
import type { ApiEnv, EmulatorContext } from '../../context';
import type { DataStudioResponse, MessageResponse, User } from '../../../src/contract/types';
import { CONFIG_SECTIONS, DELTA_SHARE_FILE_NAMES, type FeatureSwitch } from '../../../src/domain/feature-switches';
import {
  copilotSwitchSchema,
  dataStudioSwitchSchema,
  incortaXSwitchSchema,
  mlflowSwitchSchema,
  sqliSwitchSchema,
} from '../../../src/domain/schemas/feature-switches';
import { HttpError } from '../../api-helpers';
import { getUser } from '../../users/store';
import { body, guardedBody, rawText } from '../../validate';
import { can, clusterById, type ClusterEnv, write } from '../kit';
import { advanceLifecycle } from '../sim/lifecycle';
import { findVisibleById, hostNameOf, type VisibleInstance } from '../store';
import { dataAgentArchive, deltaShareFile, mlflowSample, type DownloadFile } from './files';
import { checkSwitches } from './gate';
import { featuresOf, setFlags } from './store';
import { CLUSTER_MESSAGES, FEATURE_ANSWERS, OTHER_USER_MLFLOW } from './messages';

const labelOf = (key: FeatureSwitch) => CONFIG_SECTIONS.find((s) => s.key === key)?.label ?? key;

export function featuresRoutes(api: Hono<ApiEnv>, cluster: Hono<ClusterEnv>, ctx: EmulatorContext): void {
  const { db } = ctx;

  /** The caller's user and the cluster with this id they see (404 otherwise), the simulation up to date. */
  function byId(callerUuid: string, id: string | undefined): { user: User; visible: VisibleInstance } {
    advanceLifecycle(ctx);
    const user = getUser(db, callerUuid);
    const visible = id ? findVisibleById(db, user.uuid, id) : null;
    if (!visible) throw new HttpError(404, CLUSTER_MESSAGES.notFound(id ?? ''));
    return { user, visible };
  }

  const answer = (key: FeatureSwitch, enable: boolean, name: string): MessageResponse => ({
    message: FEATURE_ANSWERS.switched(labelOf(key), enable, name),
  });

  cluster.put('/sqli', can('clusterPolicy', 'update'), body(sqliSwitchSchema), (c) => {
    const visible = c.get('cluster');
    const { sqliEnabled } = c.var.body;
    checkSwitches(ctx, visible, c.get('user'), [['sqli', sqliEnabled]]);
    write(ctx, (w) => {
      db.prepare('UPDATE instances SET sqli_enabled = ?, last_activity_at = ? WHERE id = ?').run(
        sqliEnabled ? 1 : 0,
        ctx.clock.now(),
        visible.row.id,
      );
      if (sqliEnabled) {
        w.notify(visible.row, {
          event: 'ENABLE_SQLI',
          kind: 'operation.sqli',
          title: 'Advanced SQL interface',
          message: FEATURE_ANSWERS.sqliRestart(visible.row.name),
        });
      }
    });
    return c.json(answer('sqli', sqliEnabled, visible.row.name));
  });

  cluster.put('/incortax', can('clusterPolicy', 'update'), body(incortaXSwitchSchema), (c) => {
    const visible = c.get('cluster');
    const { incortaXEnabled } = c.var.body;
    checkSwitches(ctx, visible, c.get('user'), [['incortaX', incortaXEnabled]]);
    write(ctx, () => setFlags(db, visible.row.id, { incortaXEnabled }));
    return c.json(answer('incortaX', incortaXEnabled, visible.row.name));
  });

  cluster.post('/copilot', can('clusterPolicy', 'update'), body(copilotSwitchSchema), (c) => {
    const visible = c.get('cluster');
    const { openAIEnabled } = c.var.body;
    checkSwitches(ctx, visible, c.get('user'), [['copilot', openAIEnabled]]);
    write(ctx, () => setFlags(db, visible.row.id, { enableOpenAI: openAIEnabled }));
    return c.json(answer('copilot', openAIEnabled, visible.row.name));
  });

  // The body names the caller and the cluster: both are checked before the rest of it.
  const mlflowBody = guardedBody((c, raw) => {
    if (rawText(raw, 'userID') !== c.get('caller').uuid) throw new HttpError(403, OTHER_USER_MLFLOW);
    byId(c.get('caller').uuid, rawText(raw, 'instanceID'));
  }, mlflowSwitchSchema);
  api.post('/users/instances/mlflow', mlflowBody, (c) => {
    const { isEnabled, instanceID } = c.var.body;
    const { user, visible } = byId(c.get('caller').uuid, instanceID);
    checkSwitches(ctx, visible, user, [['mlflow', isEnabled]]);
    write(ctx, () => setFlags(db, visible.row.id, { mlflowEnabled: isEnabled }));
    return c.json(answer('mlflow', isEnabled, visible.row.name));
  });

  api.get('/instances/:id/datastudio', clusterById(ctx), (c) =>
    c.json<DataStudioResponse>({ enable: featuresOf(db, c.get('cluster').row).enableDataStudio }),
  );

  api.post('/instances/:id/datastudio', clusterById(ctx), body(dataStudioSwitchSchema), (c) => {
    const visible = c.get('cluster');
    const { enable } = c.var.body;
    checkSwitches(ctx, visible, c.get('user'), [['dataStudio', enable]]);
    write(ctx, () => setFlags(db, visible.row.id, { enableDataStudio: enable }));
    return c.json(answer('dataStudio', enable, visible.row.name));
  });

  // --- Downloads (a link carries no token: the app fetches them with its bearer token) ---

  function send(c: Context<ApiEnv>, file: DownloadFile): Response {
    return c.body(file.body.buffer as ArrayBuffer, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'no-store',
    });
  }

  api.get('/users/instances/downloadagent', (c) => {
    const { visible } = byId(c.get('caller').uuid, c.req.query('instanceid'));
    if (!featuresOf(db, visible.row).enableDataAgent) throw new HttpError(409, FEATURE_ANSWERS.turnOnFirst('Data agent'));
    return send(c, dataAgentArchive(visible.row.name, hostNameOf(visible.row.name)));
  });

  api.get('/users/instances/downloadDeltaShare', (c) => {
    const { visible } = byId(c.get('caller').uuid, c.req.query('instanceid'));
    const file = c.req.query('file') ?? '';
    if (!DELTA_SHARE_FILE_NAMES.includes(file)) throw new HttpError(404, FEATURE_ANSWERS.noSuchFile(file));
    if (!featuresOf(db, visible.row).enableDeltaShare) throw new HttpError(409, FEATURE_ANSWERS.turnOnFirst('Delta Sharing'));
    return send(c, deltaShareFile(file, hostNameOf(visible.row.name)));
  });

  api.get('/users/instances/downloadmlflowsample', (c) => {
    const { visible } = byId(c.get('caller').uuid, c.req.query('instanceid'));
    if (!featuresOf(db, visible.row).mlflowEnabled) throw new HttpError(409, FEATURE_ANSWERS.turnOnFirst('MLflow'));
    return send(c, mlflowSample(visible.row.name, hostNameOf(visible.row.name)));
  });
}
