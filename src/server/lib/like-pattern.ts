/** A LIKE pattern that finds `text` anywhere, its wildcards escaped: a search for "50%" finds "50%", not everything. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
