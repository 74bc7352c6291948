import type { Db } from '../db/connect';
import { missingIndexes } from './index-builder';
import { unfinishedTasks } from './runner';

export interface MaintenanceProgress {
  task: string;
  /** the fraction done, 0–1 */
  done: number;
}

/** What background maintenance has still to do (/readyz reports it): unfinished tasks, then missing indexes. */
export async function maintenanceProgress(db: Db): Promise<MaintenanceProgress[]> {
  const [tasks, indexes] = await Promise.all([unfinishedTasks(db), missingIndexes(db)]);
  return [
    ...tasks.map(({ task, done }) => ({ task, done: Math.round(done * 1000) / 1000 })),
    ...indexes.map((index) => ({ task: `index:${index.name}`, done: 0 })),
  ];
}
