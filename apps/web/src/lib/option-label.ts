/** A value the API spells in lower case ("published"), as a choice in a list reads it: "Published". */
export function optionLabel(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}
