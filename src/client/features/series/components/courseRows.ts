import { useMemo, useState } from 'react';
import type { TableProps } from 'antd';

interface CourseRow {
  _id: string;
  seriesId?: string | null;
  seriesIndex?: number | null;
}

/** A list row, with the other visits of its course on the page under the first (antd tree data). */
type GroupedRow<T> = T & { children?: T[] };

/**
 * Groups a page's visits by course: the first visit of a course on the page stands where
 * it was, the course's other visits on the page beneath it in course order. Single visits are unchanged.
 */
function groupCourseRows<T extends CourseRow>(rows: readonly T[]): GroupedRow<T>[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    if (row.seriesId) groups.set(row.seriesId, [...(groups.get(row.seriesId) ?? []), row]);
  }
  const grouped: GroupedRow<T>[] = [];
  for (const row of rows) {
    const course = row.seriesId ? groups.get(row.seriesId) : undefined;
    if (!course || course.length < 2) grouped.push(row);
    else if (course[0] === row) {
      const [head, ...rest] = [...course].sort((a, b) => (a.seriesIndex ?? 0) - (b.seriesIndex ?? 0));
      grouped.push({ ...head, children: rest });
    }
  }
  return grouped;
}

/**
 * A table's grouped rows and its expandable settings: every course starts open (its visits in view),
 * and stays as the person leaves it while the page changes.
 */
export function useCourseGroups<T extends CourseRow>(rows: readonly T[]) {
  const grouped = useMemo(() => groupCourseRows(rows), [rows]);
  const [closed, setClosed] = useState<ReadonlySet<string>>(new Set());
  const expandable: TableProps<T>['expandable'] = {
    expandedRowKeys: grouped.filter((r) => r.children && !closed.has(r._id)).map((r) => r._id),
    onExpand: (open, row) =>
      setClosed((current) => {
        const next = new Set(current);
        if (open) next.delete(row._id);
        else next.add(row._id);
        return next;
      }),
  };
  return { rows: grouped, expandable };
}
