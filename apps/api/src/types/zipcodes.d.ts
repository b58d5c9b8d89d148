// The zipcodes package ships no types; only what we call is declared.
declare module 'zipcodes' {
  interface ZipCodeRecord {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: { lookup(zip: string | number): ZipCodeRecord | undefined; codes: Record<string, ZipCodeRecord> };
  export default zipcodes;
}
