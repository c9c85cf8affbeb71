/** The feature family's answers (ours, written the way the spec's messages read). */
export { CLUSTER_MESSAGES } from '../messages';

export const OTHER_USER_MLFLOW = "You are not allowed to change another user's clusters";

export const FEATURE_ANSWERS = {
  switched: (label: string, enable: boolean, name: string) => `${label} is turned ${enable ? 'on' : 'off'} for ${name}`,
  sqliRestart: (name: string) => `The services of cluster ${name} restart to turn on the Advanced SQL Interface.`,
  turnOnFirst: (label: string) => `Turn on ${label} for this cluster first`,
  noSuchFile: (file: string) => `There is no file ${file} to download`,
} as const;
