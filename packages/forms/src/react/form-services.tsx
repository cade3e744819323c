import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the toolkit asks of its host app, once for every form on the page (unlike the
 * per-form callbacks): how to GET JSON (§7: the host's cached GET, 3600 s with background
 * refresh, over its 5-minute memo, sending its anti-forgery header) and how to search skills
 * (§7: "skill search and suggestions use supplied callbacks"). The package never imports the
 * app; without a provider it uses a plain same-origin fetch and offers no skill search.
 */
export interface FormServices {
  getJson: (url: string) => Promise<unknown>;
  searchSkills?: (query: string) => Promise<string[]>;
  /**
   * The host's own signing widget for a document id (an esignForm with a wid but no url or
   * customDomain). Absolute; its origin is the one signing messages are accepted from.
   */
  esignWidgetUrl?: (wid: string) => string | undefined;
}

export async function plainGetJson(url: string): Promise<unknown> {
  const res = await fetch(url, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`Request failed with ${res.status}`);
  return res.json();
}

const ServicesContext = createContext<FormServices>({ getJson: plainGetJson });

export function FormServicesProvider({
  services,
  children,
}: {
  services: FormServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export const useFormServices = () => useContext(ServicesContext);
