/**
 * The IP allow-list of a cluster (doc 2 §3 IP whitelist item, §7 whitelists calls), and the caller's own
 * address (ours: GET users/{userId}/client-address). Field names are the API's. Imports nothing but its
 * siblings.
 */

/** One item of the allow-list: `range` holds one or more IPv4 addresses or ranges, comma-separated. */
export interface WhitelistItem {
  id: string;
  range: string;
  description: string;
  active: boolean;
}

/** GET users/{userId}/instances/{name}/whitelists */
export interface WhitelistsResponse {
  whitelists: WhitelistItem[];
}

/** POST users/{userId}/instances/{name}/whitelists */
export interface WhitelistCreatePayload {
  range: string;
  description: string;
}

/** PUT users/{userId}/instances/{name}/whitelists/{id} */
export interface WhitelistUpdatePayload {
  range: string;
  description: string;
  active: boolean;
}

/** What POST and PUT answer: the message and the item as stored (its range normalised). */
export interface WhitelistSavedResponse {
  message: string;
  whitelist: WhitelistItem;
}

/** GET users/{userId}/client-address (ours): the IPv4 address the emulator saw the request come from. */
export interface ClientAddressResponse {
  address: string;
}
