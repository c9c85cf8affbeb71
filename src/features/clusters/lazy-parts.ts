/**
 * The /clusters parts a user needs only after a click — the card actions menu, the clone, delete and
 * disconnect dialogs, the Getting Started panel — or only some users see — the deployment pipeline card — load on first use (src/ui/lazy-module.ts), so the list's first
 * load carries no Menu, Modal, Drawer or form code. Controls that open them start the import on hover
 * or focus.
 */
import { lazyModule } from '../../ui/lazy-module';

export const cardMenuModule = lazyModule(() => import('./CardMenu'));
export const cloneModalModule = lazyModule(() => import('./CloneClusterModal'));
export const deleteDialogModule = lazyModule(() => import('./DeleteClusterDialog'));
/** The "Disconnect {name}?" question, on a card and in a cluster page's header. */
export const disconnectDialogModule = lazyModule(() => import('./DisconnectDialog'));
export const gettingStartedModule = lazyModule(() => import('./GettingStartedDrawer'));
/** Only a cloud-provider user with a deployment has a pipeline to show. */
export const pipelineCardModule = lazyModule(() => import('./pipeline/PipelineCard'));
