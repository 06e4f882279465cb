/** The passenger form's values and its checks (pure, so they are tested without rendering). */
export type PassengerStatusValue = 'ACTIVE' | 'WAITLISTED' | 'CANCELLED';

export interface PassengerDraft {
  idReservationPassenger?: string;
  idPassengerType: string | null;
  firstName: string;
  lastName: string;
  idDocumentType: string | null;
  documentNumber: string;
  idCitizenship: string | null;
  idGender: string | null;
  birthDate: string | null;
  status: PassengerStatusValue;
}

export type PassengerProblem = 'required' | 'futureDate';
export type PassengerField = keyof Omit<PassengerDraft, 'idReservationPassenger' | 'status'>;

export const emptyPassenger = (): PassengerDraft => ({
  idPassengerType: null, firstName: '', lastName: '', idDocumentType: null, documentNumber: '', idCitizenship: null,
  idGender: null, birthDate: null, status: 'ACTIVE',
});

export function validatePassenger(draft: PassengerDraft, today: string): Partial<Record<PassengerField, PassengerProblem>> {
  const problems: Partial<Record<PassengerField, PassengerProblem>> = {};
  if (!draft.idPassengerType) problems.idPassengerType = 'required';
  if (!draft.firstName.trim()) problems.firstName = 'required';
  if (!draft.lastName.trim()) problems.lastName = 'required';
  if (!draft.idDocumentType) problems.idDocumentType = 'required';
  if (!draft.documentNumber.trim()) problems.documentNumber = 'required';
  if (draft.birthDate && draft.birthDate > today) problems.birthDate = 'futureDate';
  return problems;
}

/** The local calendar day as ISO (a birth date is a calendar day, not a moment). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
