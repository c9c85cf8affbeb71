/**
 * The cloud-provider deployment pipeline (doc 1 §7, doc 3 §7). Field names are the API's, typos included.
 * Imports nothing but its siblings.
 */
export type PipelineState = 'inProgress' | 'failed' | 'running' | 'waiting' | 'completed' | 'canceled';

export interface PipelineStatus {
  state: PipelineState;
  stageName: string;
  configurationName: string;
  incortaImage: string;
  plan: string;
  region: string;
  createdAt: string;
  updatedAt: string;
  error: string | null;
}

export interface PipelineResponse {
  /** Ordered stage keys; the last is the final stage. */
  states: string[];
  pipelineStatus: PipelineStatus | null;
}

// ---------------------------------------------------------------------------------------------
// Misc
// ---------------------------------------------------------------------------------------------
