import { useCallback, useState } from 'react';

/** Where a desk's hidden columns are kept: this browser remembers them per desk, across sign-ins. */
const storageKey = (desk: string) => `deskColumns:${desk}`;

function readHidden(desk: string): string[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(storageKey(desk)) ?? '[]');
    return Array.isArray(saved) ? saved.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Which of a desk's columns the user chose to show: all of them until the user hides
 * some; the choice is kept in localStorage under the desk's name. `fixed` columns always show.
 */
export function useColumnChoice<K extends string>(desk: string, all: readonly K[], fixed: readonly K[]) {
  const [hidden, setHidden] = useState<string[]>(() => readHidden(desk));
  const shown = all.filter((key) => fixed.includes(key) || !hidden.includes(key));
  const choose = useCallback(
    (keys: readonly K[]) => {
      const next = all.filter((key) => !keys.includes(key) && !fixed.includes(key));
      setHidden(next);
      try {
        localStorage.setItem(storageKey(desk), JSON.stringify(next));
      } catch {
        // private mode or a full store: the choice holds for this visit only
      }
    },
    [all, fixed, desk],
  );
  return { shown, choose };
}
