/** Zip length, kept free of zod so that browser code can use it without loading the schemas. */
export const ZIP_LENGTH = 5;
