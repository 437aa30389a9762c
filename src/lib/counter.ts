/** Where the enquiry counter (GoatCounter, optional in the settings) receives counts: its documented /count endpoint. */
export const counterEndpoint = (address: string): string => `${new URL(address).origin}/count`;
