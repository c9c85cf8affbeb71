/** Scheduled events (doc 2 §3 Scheduled event; §7 users/instances/{id}/scheduleevent). */
export {};
