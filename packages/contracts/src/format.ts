/**
 * A population (people) in the visitor's locale number format, e.g. 29,609,623 in English.
 * @param locale BCP 47 tag; the browser's locale when omitted.
 */
export function formatPopulation(population: number, locale?: string): string {
  return population.toLocaleString(locale);
}
