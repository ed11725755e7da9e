/** A campaign's own page, listing its discounted products. */
export const campaignPath = (slug: string) => `/campaign/${slug}`;
