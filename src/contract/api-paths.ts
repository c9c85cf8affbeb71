/**
 * The cloud API's request paths, below the API base (docs/emulator-api.md), for the roots many calls share:
 * the user, the user's instances, one instance by name or by id. The app's requests (api/) and the service
 * worker's copy of an alert page's reads (domain/push.ts alertPageReads) build them here, so both name the
 * same path. Each segment is URI-encoded once, here; a call's own tail is appended by its api/ module.
 */
const segment = encodeURIComponent;

/** `users/{uuid}`: the calls about the signed-in user. */
export function userPath(uuid: string): string {
  return `users/${segment(uuid)}`;
}

/** `users/{uuid}/instances`: the user's cluster list (GET) and create (POST). */
export function instancesPath(uuid: string): string {
  return `${userPath(uuid)}/instances`;
}

/** `users/{uuid}/instances/services`: the services of every listed cluster. */
export function servicesPath(uuid: string): string {
  return `${instancesPath(uuid)}/services`;
}

/** `users/{uuid}/instances/{name}`: one cluster by name, the root of its page's calls. */
export function instancePath(uuid: string, name: string): string {
  return `${instancesPath(uuid)}/${segment(name)}`;
}

/** `users/{uuid}/notifications`: the user's notifications. */
export function notificationsPath(uuid: string): string {
  return `${userPath(uuid)}/notifications`;
}
