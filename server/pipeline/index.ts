/**
 * The pipeline module: the cloud-provider consent subscription, the deployment pipeline running its eight
 * stages on the simulated clock, the pipeline calls of spec doc 1 §7 / doc 3 §7, the azureRegions system
 * config, and (with test hooks) a way to make the current stage fail.
 */
import { AZURE_REGIONS_CONFIG, DEFAULT_AZURE_REGIONS } from '../../src/domain/validation/consent';
import type { EmulatorModule } from '../module';
import { pipelineHookRoutes, pipelineRoutes } from './routes';
import { PIPELINE_SCHEMA } from './schema';
import { adoptProfilePipelines, fastForwardPipelines, startPipelineSim } from './sim';

export const pipelineModule: EmulatorModule = {
  name: 'pipeline',
  schema: PIPELINE_SCHEMA,
  seed(ctx) {
    ctx.db
      .prepare('INSERT OR IGNORE INTO system_configurations (config_key, config_type, value) VALUES (?, ?, ?)')
      .run(AZURE_REGIONS_CONFIG.configKey, AZURE_REGIONS_CONFIG.configType, DEFAULT_AZURE_REGIONS.join(','));
    adoptProfilePipelines(ctx);
  },
  publicRoutes(api, ctx) {
    if (ctx.testHooks) pipelineHookRoutes(api, ctx);
  },
  routes: pipelineRoutes,
  fastForward: fastForwardPipelines,
  start(ctx) {
    adoptProfilePipelines(ctx);
    return startPipelineSim(ctx);
  },
};
