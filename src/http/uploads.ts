/** Largest file an upload may carry (documents, bulk CSV): 10 MB (spec part 8). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
