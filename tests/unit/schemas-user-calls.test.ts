import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { invitationAnswerSchema } from '../../src/domain/schemas/invitation';
import { readNotificationsSchema } from '../../src/domain/schemas/notifications';
import { consentFormSchema, consentPayloadSchema } from '../../src/domain/schemas/consent';
import {
  activateSchema,
  assignClusterSchema,
  changePasswordSchema,
  provisionPasswordSchema,
  systemConfigSchema,
} from '../../src/domain/schemas/user-calls';

const messages = (schema: Parameters<typeof v.safeParse>[0], input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => [v.getDotPath(issue) ?? '', issue.message]);

describe('invitation answers (doc 1 §2, §7)', () => {
  it('need the invitee and the cluster', () => {
    expect(messages(invitationAnswerSchema, { userID: 'u-1', instanceID: 'i-1' })).toEqual([]);
    expect(messages(invitationAnswerSchema, {})).toEqual([
      ['userID', 'userID is required'],
      ['instanceID', 'instanceID is required'],
    ]);
    expect(messages(invitationAnswerSchema, { userID: 7, instanceID: '' })).toEqual([
      ['userID', 'userID is required'],
      ['instanceID', 'instanceID is required'],
    ]);
  });
});

describe('marking notifications read (doc 1 §7)', () => {
  it('takes the list form or the single-item form, ids as integers or their decimal strings', () => {
    expect(v.parse(readNotificationsSchema, { notificationsIDs: [3, '4'] })).toEqual([3, 4]);
    expect(v.parse(readNotificationsSchema, { notificationId: '9', userId: 'u-1' })).toEqual([9]);
  });

  it('refuses anything else on notificationsIDs', () => {
    expect(messages(readNotificationsSchema, {})).toEqual([['notificationsIDs', 'notificationsIDs must be a list of notification ids']]);
    expect(messages(readNotificationsSchema, { notificationsIDs: [1.5] })).toEqual([
      ['notificationsIDs.0', 'notificationsIDs must be a list of notification ids'],
    ]);
    expect(messages(readNotificationsSchema, { notificationsIDs: 'all' })).toEqual([
      ['notificationsIDs', 'notificationsIDs must be a list of notification ids'],
    ]);
  });
});

describe('the consent payload (doc 3 §3, §5, §7)', () => {
  const form = {
    configurationName: 'acme',
    subscriptionID: '12345678-abcd-ef01-2345-6789abcdef01',
    resourceGroup: 'analytics',
    region: 'East US',
    servicePrincipalCredentials: JSON.stringify({ appId: 'app-1', password: 'pw', tenant: 'tn-1' }),
    network: true,
    vnName: 'corp-net',
    subnet1: '10.0.0.0/14',
    subnet2: '10.4.0.0/14',
    subnet3: '10.8.1.0/24',
    subnet4: '10.8.2.0/24',
    subnet5: '10.8.3.0/24',
  };
  const extra = { userId: 'u-1', email: 'a@b.test', appID: 'app-1', tenant: 'tn-1', plan: 'Standard', incortaImage: '2026.3.0', k8sVersion: '1.31.4' };

  it('checks the form fields with the form rules and texts, and needs the rest of the payload', () => {
    expect(messages(consentPayloadSchema(['East US']), { ...form, ...extra })).toEqual([]);
    expect(messages(consentPayloadSchema(['East US']), { ...form, region: 'Mars North', subnet5: '10.8.3.0/16', network: 'yes', plan: ' ' })).toEqual([
      ['region', 'Please select a region.'],
      ['network', 'network must be true or false'],
      ['userId', 'userId is required'],
      ['email', 'email is required'],
      ['appID', 'appID is required'],
      ['tenant', 'tenant is required'],
      ['plan', 'plan is required'],
      ['incortaImage', 'incortaImage is required'],
      ['k8sVersion', 'k8sVersion is required'],
    ]);
  });

  it('checks subnets only for an existing network', () => {
    expect(messages(consentFormSchema(), { ...form, subnet5: '' })).toEqual([['subnet5', 'Please complete the Network Subnets']]);
    expect(messages(consentFormSchema(), { ...form, subnet1: '10.0.0.0/16' })).toEqual([['subnet1', 'Enter an IPv4 subnet ending in /14 or /24.']]);
    expect(messages(consentFormSchema(), { ...form, network: false, subnet1: '', subnet5: 'x' })).toEqual([]);
  });
});

describe('the user calls no form shows field by field (doc 1 §7)', () => {
  it('activation needs enable: true', () => {
    expect(messages(activateSchema, { enable: true })).toEqual([]);
    expect(messages(activateSchema, {})).toEqual([['enable', 'enable must be true']]);
    expect(messages(activateSchema, { enable: 'yes' })).toEqual([['enable', 'enable must be true']]);
  });

  it('the provision password needs the password only when not skipped', () => {
    expect(messages(provisionPasswordSchema, { userID: 'u-1', isSkipped: true })).toEqual([]);
    expect(messages(provisionPasswordSchema, { userID: 'u-1', isSkipped: false, password: 'short' })).toEqual([
      ['password', 'Password must be at least 12 characters'],
    ]);
    expect(messages(provisionPasswordSchema, { userID: 'u-1' })).toEqual([['isSkipped', 'isSkipped must be true or false']]);
    expect(messages(provisionPasswordSchema, { isSkipped: true })).toEqual([['userID', 'userID is required']]);
  });

  it('the system configuration lookup needs its key, type and default', () => {
    expect(messages(systemConfigSchema, { configKey: 'k', configType: 't', defaultValue: '' })).toEqual([]);
    expect(messages(systemConfigSchema, { configType: ' ' })).toEqual([
      ['configKey', 'configKey is required'],
      ['configType', 'configType is required'],
      ['defaultValue', 'defaultValue is required'],
    ]);
    expect(messages(assignClusterSchema, {})).toEqual([['userID', 'userID is required']]);
    expect(messages(changePasswordSchema, { password: 'Fresh-Start-2026!' })).toEqual([]);
  });
});
