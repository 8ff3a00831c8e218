/** '1 collection', '3 collections'. */
export const plural = (count: number, one: string): string => `${count} ${one}${count === 1 ? '' : 's'}`;
