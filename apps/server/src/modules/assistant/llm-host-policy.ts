/**
 * Which servers a company's language-model connection may reach, as the operator decides with
 * ASSISTANT_LLM_HOSTS (comma-separated host names; "*.example.com" also takes its subdomains).
 * Unset, any http(s) address is allowed: a self-hosted site's admin is its operator and may use
 * a model on the same machine. A hosting operator sets it, so that a company admin cannot make
 * the server call addresses inside its network (the test button reports what a server answers).
 */
export function parseLlmHosts(text: string): string[] {
  return text
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
}

export function llmHostAllowed(url: string, hosts: readonly string[]): boolean {
  if (hosts.length === 0) return true;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return hosts.some((entry) =>
    entry.startsWith('*.') ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry,
  );
}

export const llmHostRefused = 'The operator of this site does not allow connections to that address.';
