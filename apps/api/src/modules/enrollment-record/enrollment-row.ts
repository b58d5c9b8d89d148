import type { enrollments } from '../../db/schema/index.js';

// The enrollment record as stored: its own file, not the repository's, because it is the record itself (the filter,
// the party ids, the wizard's own columns) and other modules read it as it is: 24 files name it (every wizard step's
// service, the cart, quotes), and the catalog's pricing, the staff homes and the plan popups read the rows the door's
// functions answer. A narrower view for each would copy the table, column by column.
export type EnrollmentRow = typeof enrollments.$inferSelect;
/** Columns to write: all of them for a new record (insertHeldEnrollment), some of them for a change (updateEnrollment). */
export type NewEnrollment = typeof enrollments.$inferInsert;
