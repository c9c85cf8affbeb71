/**
 * Add or remove service nodes (spec doc 2 §5): the texts of its rules. The spec gives the rules (count at
 * least 1; at most max − current to add, current − min to remove; 1 to the configured maximum per service)
 * but no texts: these are ours. The rules are the schemas in domain/schemas/node-count.ts.
 */
export const NODE_COUNT_MESSAGES = {
  countRequired: 'Enter how many nodes',
  countWhole: 'Enter a whole number of nodes',
  countRange: (min: number, max: number) => (min === max ? `You can change exactly ${min} node here` : `Enter a number from ${min} to ${max}`),
  /** The call's own fields, which no form shows. */
  oneService: 'Send exactly one of analyticsReplicas and loaderReplicas',
  replicasWhole: (field: string) => `${field} must be a whole number`,
  replicasMin: (field: string, min: number) => `${field} must be at least ${min}`,
  replicasRange: (field: string, min: number, max: number) => `${field} must be from ${min} to ${max}`,
} as const;
