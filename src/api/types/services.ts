/** Service nodes and their statuses (doc 2 §3 Service node; §7 instances/{id}/services/status). */
export {};
