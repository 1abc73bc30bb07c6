const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our identifiers are UUIDs; anything else cannot name a record (and must not reach SQL as one). */
export const isId = (value: string) => uuidPattern.test(value);
