/** Issue 14 wire types (doc 2 §3, §7). */
export {};
