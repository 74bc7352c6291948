import type { ComponentType } from 'react';
import type { EntryKind } from './menus';

/** One role's menu icons, by menu entry; each set downloads on its own. */
export type MenuIcons = Partial<Record<EntryKind, ComponentType>>;
