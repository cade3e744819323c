import type {
  AdminAssignment,
  AssignedForm,
  FormAssignmentStatus,
} from '@opencareers/contracts/form-assignments';
import type { AssignmentWithNames } from './repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The candidate's view of an assignment (snake_case, as every /api/pcsx answer). */
export const toAssignedForm = (r: AssignmentWithNames): AssignedForm => ({
  id: r.id,
  form_id: r.formId,
  name: r.formTitle,
  // Candidates are only ever shown live or completed assignments; canceled ones are not found.
  status: r.status as FormAssignmentStatus,
  message: r.message,
  due_at: iso(r.dueAt),
  assigned_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
  completed_at: iso(r.completedAt),
});

export const toAdminAssignment = (r: AssignmentWithNames): AdminAssignment => ({
  id: r.id,
  formId: r.formId,
  formTitle: r.formTitle,
  candidate: {
    id: r.userId,
    email: r.email,
    fullname: `${r.firstname} ${r.lastname}`.trim() || r.email,
  },
  status: r.status as AdminAssignment['status'],
  message: r.message,
  dueAt: iso(r.dueAt),
  assignedAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  completedAt: iso(r.completedAt),
  canceledAt: iso(r.canceledAt),
  submissionId: r.submissionId,
});
