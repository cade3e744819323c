import { useEffect, useSyncExternalStore } from 'react';

/*
 * The job page knows its position's name only after loading it; the shell owns the document
 * title. This store lets the one tell the other without a cross-feature import.
 */
let positionName: string | null = null;
const listeners = new Set<() => void>();

export function setPositionTitle(name: string | null): void {
  if (name === positionName) return;
  positionName = name;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => positionName;

export function usePositionTitle(): string | null {
  return useSyncExternalStore(subscribe, read, read);
}

/** Called by the job page: titles the document "{position} | {company}" while it is shown. */
export function useSetPositionTitle(name: string | null | undefined): void {
  useEffect(() => {
    setPositionTitle(name?.trim() || null);
    return () => setPositionTitle(null);
  }, [name]);
}
