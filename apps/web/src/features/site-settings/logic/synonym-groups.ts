/** One group per line, phrases separated by commas; blank lines and empty phrases dropped. */
export function parseSynonymGroups(text: string): string[][] {
  return text
    .split('\n')
    .map((line) =>
      line
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .filter((group) => group.length > 0);
}

export const synonymGroupsText = (groups: readonly (readonly string[])[]): string =>
  groups.map((g) => g.join(', ')).join('\n');
