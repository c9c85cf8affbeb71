/** The PWA's page side: registration, update and install prompts, offline state, and Log Out's wipe. */
export { registerServiceWorker } from './register';
export { UpdatePrompt } from './UpdatePrompt';
export { InstallButton } from './InstallButton';
export { OfflineBanner } from './OfflineBanner';
export { useOnline, useBrowserOnline, OFFLINE_ACTION_TOOLTIP } from './online';
export { OfflineTooltip } from './OfflineTooltip';
export { clearDeviceData } from './clear-device-data';
export { handleWorkerMessage, invalidateForPush, onClusterAlert } from './sw-messages';
export { APP_VERSION } from './version';
export { usePwa } from './store';
export { isDeviceCopy, noteApiAnswer } from './reachability';
