/**
 * In-app notifications (doc 1 §3, §4). Field names are the API's, typos included. Imports nothing but its
 * siblings.
 */

export interface Notification {
  id: string;
  event: string;
  eventType: string;
  message: string;
  createdAt: string;
  read: boolean;
  /** Cluster the notification is about, when there is one. */
  instanceName?: string | null;
}

export interface NotificationsResponse {
  notifications: Notification[];
  hasUnRead: boolean;
}
