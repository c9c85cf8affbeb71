/** The emulator's areas, in start order: users first, because the others seed data owned by demo users. */
import type { EmulatorModule } from './module';
import { usersModule } from './users';
import { clustersModule } from './clusters';
import { pushModule } from './push';
import { pipelineModule } from './pipeline';
import { errorReportsModule } from './error-reports';
import { plansModule } from './plans';
import { trackingModule } from './tracking';

export const MODULES: readonly EmulatorModule[] = [usersModule, clustersModule, pushModule, pipelineModule, errorReportsModule, plansModule, trackingModule];
