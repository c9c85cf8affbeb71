/**
 * The service worker's entry: wiring only. It never reloads pages by itself: a new version waits until
 * the user chooses Reload (SKIP_WAITING), then claims the open pages.
 */
import { clientsClaim } from 'workbox-core';
import { setUpApiCache } from './api-cache';
import { setUpMessages } from './messages';
import { setUpNavigation } from './navigation';
import { setUpPrecache } from './precache';
import { setUpPush } from './push';

setUpPrecache();
setUpNavigation();
setUpApiCache();
setUpPush();
setUpMessages();
clientsClaim();
