/**
 * Shapes every family shares: the message answer, the error bodies of doc 1 §8, and the small payloads.
 * Field names are the API's, typos included. Imports nothing but its siblings.
 */

export interface SupportPayload {
  email?: string;
  message: string;
}

export interface ProvisionPasswordPayload {
  userID: string;
  isSkipped: boolean;
  password: string;
}

export interface SystemConfigRequest {
  configKey: string;
  configType: string;
  defaultValue: string;
}

export interface SystemConfigResponse {
  sysConfig: string;
}

/** Every message-bearing answer. */
export interface MessageResponse {
  message: string;
}

/** An error answer (spec doc 1 §8): any one of these shapes, or a plain string body. */
export interface FieldError {
  fieldName: string;
  message: string;
}

export type ErrorBody =
  | string
  | { errors: Record<string, string>; message?: string }
  | { errors: FieldError[]; message?: string }
  | { message: string };

/** The two invitation links of doc 1 §2: a cluster invitation and an ownership transfer. */
export type InvitationKind = 'cluster' | 'ownership';

export interface InvitationLink {
  userID: string;
  instanceID: string;
}
