const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from the address can name a record at all; anything else is shown as not found, not as a failure. */
export const isRecordId = (id: string) => UUID.test(id);
