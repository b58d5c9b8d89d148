/** app_meta's key of the demo data set's fingerprint (the catalog's cache watches it too). */
export const FINGERPRINT_KEY = 'demo_data_fingerprint';
