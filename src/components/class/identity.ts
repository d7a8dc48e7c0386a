/**
 * Who this device is in a class, as the browser keeps it: the teacher's class and token, or a
 * student's class and seat token (storage may be off: then nothing is kept, and the page says so).
 */
import { readItem, removeItem } from '../core/storage';

/** Who this device is in a class, as kept in the browser. */
export type Identity = { code: string; teacherToken: string } | { code: string; token: string } | { code: string; name: string };

export const KEY = {
  teacher: 'lr-class-teacher',
  student: 'lr-class-student',
} as const;

/** What the browser keeps for this role, or null (storage may be off: then nothing is kept). */
export function kept(role: 'teacher' | 'student'): Identity | null {
  const r = readItem(KEY[role]);
  if (!r.ok || !r.value) return null;
  try {
    const v = JSON.parse(r.value) as Identity;
    return typeof v === 'object' && v && typeof v.code === 'string' ? v : null;
  } catch {
    return null;
  }
}

export function forget(role: 'teacher' | 'student'): void {
  removeItem(KEY[role]);
}
