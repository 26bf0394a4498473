/** A failed import's error as stored ("feed_not_xml: The feed is …"), without the code staff need not read. */
export function importErrorMessage(error: string): string {
  return error.replace(/^[a-z][a-z_]*: /, '');
}
