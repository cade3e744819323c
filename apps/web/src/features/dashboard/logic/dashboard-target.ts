/** shell §2: /careers/dashboard uses the version 2 screen when the behaviour flag asks for it. */
export function dashboardRedirect(flags: { redirectToDashboardV2: boolean }): string | null {
  return flags.redirectToDashboardV2 ? '/careers/dashboardv2' : null;
}
