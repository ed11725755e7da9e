/** The API guide shown on the API page (/api/docs) above the operations: what a client can rely on. */
export const apiGuide = `The public contract of the Bazar marketplace.`;
