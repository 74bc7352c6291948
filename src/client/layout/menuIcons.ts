import { useEffect, useState } from 'react';
import type { Role } from '../../shared/roles';
import type { MenuIcons } from './menuIconSet';

type IconSet = 'clinic' | 'doctor' | 'patient';

/** The admin and staff share one set of icons, the doctor has one, patients and applicants another. */
function setOf(role: Role): IconSet {
  if (role === 'admin' || role === 'staff') return 'clinic';
  return role === 'doctor' ? 'doctor' : 'patient';
}

const LOADERS: Record<IconSet, () => Promise<{ default: MenuIcons }>> = {
  clinic: () => import('./clinicMenuIcons'),
  doctor: () => import('./doctorMenuIcons'),
  patient: () => import('./patientMenuIcons'),
};

const loaded: Partial<Record<IconSet, MenuIcons>> = {};

/**
 * The icons of the role's menu. They download beside the first page rather than with the frame: a
 * patient's page does not carry the admin's seventeen icons (about 6 KB gzip). Until they arrive the
 * sidebar shows its labels, each with an empty icon-sized space.
 */
export function useMenuIcons(role: Role): MenuIcons | undefined {
  const set = setOf(role);
  const [, arrived] = useState(0);
  useEffect(() => {
    if (loaded[set]) return undefined;
    let mounted = true;
    LOADERS[set]().then(
      (module) => {
        loaded[set] = module.default;
        if (mounted) arrived((count) => count + 1);
      },
      // a failed download leaves the labels, which say it all; the next sign-in tries again
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [set]);
  return loaded[set];
}
